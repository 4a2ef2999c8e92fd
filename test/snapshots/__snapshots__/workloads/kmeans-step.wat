;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 f32)
  (local $14 f32)
  (local $15 f32)
  (local $16 i32)
  (local $17 f32)
  (local.set $4
   (local.get $0)
  )
  (block $folding-inner0
   (loop $l9
    (if
     (i32.gt_s
      (local.get $1)
      (local.get $4)
     )
     (then
      (if
       (i32.ge_u
        (local.tee $0
         (i32.shl
          (local.get $4)
          (i32.const 1)
         )
        )
        (local.get $6)
       )
       (then
        (global.set $oob_site
         (i32.const 0)
        )
        (br $folding-inner0)
       )
      )
      (local.set $14
       (f32.load
        (i32.add
         (local.get $5)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $0
         (i32.add
          (i32.shl
           (local.get $4)
           (i32.const 1)
          )
          (i32.const 1)
         )
        )
        (local.get $6)
       )
       (then
        (global.set $oob_site
         (i32.const 1)
        )
        (br $folding-inner0)
       )
      )
      (local.set $17
       (f32.load
        (i32.add
         (local.get $5)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (local.set $15
       (f32.const inf)
      )
      (local.set $2
       (i32.const 0)
      )
      (loop $top3
       (if
        (f32.lt
         (f32.convert_i32_s
          (local.get $2)
         )
         (f32.mul
          (f32.convert_i32_s
           (local.get $8)
          )
          (f32.const 0.5)
         )
        )
        (then
         (if
          (i32.ge_u
           (local.tee $3
            (i32.shl
             (local.get $2)
             (i32.const 1)
            )
           )
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 2)
           )
           (global.set $oob_index
            (local.get $3)
           )
           (return
            (i32.const 1)
           )
          )
         )
         (if
          (f32.lt
           (local.tee $13
            (f32.add
             (f32.mul
              (local.tee $13
               (f32.sub
                (local.get $14)
                (f32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
              (local.get $13)
             )
             (block (result f32)
              (if
               (i32.ge_u
                (local.tee $3
                 (i32.add
                  (i32.shl
                   (local.get $2)
                   (i32.const 1)
                  )
                  (i32.const 1)
                 )
                )
                (local.get $8)
               )
               (then
                (global.set $oob_site
                 (i32.const 3)
                )
                (global.set $oob_index
                 (local.get $3)
                )
                (return
                 (i32.const 1)
                )
               )
              )
              (f32.mul
               (local.tee $13
                (f32.sub
                 (local.get $17)
                 (f32.load
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $3)
                    (i32.const 2)
                   )
                  )
                 )
                )
               )
               (local.get $13)
              )
             )
            )
           )
           (local.get $15)
          )
          (then
           (local.set $15
            (local.get $13)
           )
           (local.set $0
            (local.get $2)
           )
          )
         )
         (local.set $2
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
         (br $top3)
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.shl
          (local.get $0)
          (i32.const 1)
         )
        )
        (local.get $10)
       )
       (then
        (global.set $oob_site
         (i32.const 4)
        )
        (global.set $oob_index
         (local.get $2)
        )
        (return
         (i32.const 1)
        )
       )
      )
      (local.set $2
       (i32.atomic.load
        (local.tee $16
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again5
       (block $cas_done4
        (local.set $3
         (i32.atomic.rmw.cmpxchg
          (local.get $16)
          (local.get $2)
          (i32.reinterpret_f32
           (f32.add
            (local.tee $15
             (f32.reinterpret_i32
              (local.get $2)
             )
            )
            (local.get $14)
           )
          )
         )
        )
        (br_if $cas_done4
         (i32.eq
          (local.get $2)
          (local.get $3)
         )
        )
        (local.set $2
         (local.get $3)
        )
        (br $cas_again5)
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.shl
           (local.get $0)
           (i32.const 1)
          )
          (i32.const 1)
         )
        )
        (local.get $10)
       )
       (then
        (global.set $oob_site
         (i32.const 5)
        )
        (global.set $oob_index
         (local.get $2)
        )
        (return
         (i32.const 1)
        )
       )
      )
      (local.set $2
       (i32.atomic.load
        (local.tee $16
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again7
       (block $cas_done6
        (local.set $3
         (i32.atomic.rmw.cmpxchg
          (local.get $16)
          (local.get $2)
          (i32.reinterpret_f32
           (f32.add
            (local.tee $14
             (f32.reinterpret_i32
              (local.get $2)
             )
            )
            (local.get $17)
           )
          )
         )
        )
        (br_if $cas_done6
         (i32.eq
          (local.get $2)
          (local.get $3)
         )
        )
        (local.set $2
         (local.get $3)
        )
        (br $cas_again7)
       )
      )
      (if
       (i32.ge_u
        (local.get $0)
        (local.get $12)
       )
       (then
        (global.set $oob_site
         (i32.const 6)
        )
        (br $folding-inner0)
       )
       (else
        (drop
         (i32.atomic.rmw.add
          (i32.add
           (local.get $11)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (i32.const 1)
         )
        )
        (local.set $4
         (i32.add
          (local.get $4)
          (i32.const 1)
         )
        )
        (br $l9)
       )
      )
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)
