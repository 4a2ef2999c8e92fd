;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (result i32)
  (local $11 f32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (local $15 i32)
  (local $16 f32)
  (local $17 i32)
  (local $18 i32)
  (local.set $14
   (i32.add
    (local.get $10)
    (i32.const 32)
   )
  )
  (local.set $17
   (i32.add
    (local.get $10)
    (i32.const 1056)
   )
  )
  (local.set $4
   (i32.add
    (local.get $10)
    (i32.const 1088)
   )
  )
  (local.set $13
   (i32.add
    (local.get $10)
    (i32.const 2112)
   )
  )
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (loop $l32
      (local.set $2
       (i32.const 0)
      )
      (loop $top3
       (f32.store
        (i32.add
         (local.get $4)
         (local.tee $3
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
        (f32.const 0)
       )
       (i32.store
        (i32.add
         (local.get $3)
         (local.get $13)
        )
        (i32.const 0)
       )
       (br_if $top3
        (i32.lt_s
         (local.tee $2
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
         (i32.const 256)
        )
       )
      )
      (local.set $2
       (i32.const 0)
      )
      (loop $top6
       (f32.store
        (i32.add
         (local.get $4)
         (i32.shl
          (local.get $2)
          (i32.const 2)
         )
        )
        (f32.const 0)
       )
       (br_if $top6
        (i32.lt_s
         (local.tee $2
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
         (i32.const 256)
        )
       )
      )
      (local.set $15
       (i32.const 0)
      )
      (if
       (i32.gt_s
        (local.get $9)
        (i32.const 0)
       )
       (then
        (loop $top9
         (local.set $2
          (i32.const 0)
         )
         (loop $top12
          (if
           (i32.ge_u
            (local.tee $3
             (i32.add
              (i32.shl
               (local.get $0)
               (i32.const 8)
              )
              (local.get $2)
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
          (local.set $11
           (f32.mul
            (f32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
            )
            (f32.convert_i32_s
             (i32.add
              (local.get $15)
              (i32.const 1)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $2)
            (i32.const 256)
           )
           (then
            (global.set $oob_site
             (i32.const 1)
            )
            (global.set $oob_index
             (local.get $2)
            )
            (return
             (i32.const 1)
            )
           )
          )
          (f32.store
           (i32.add
            (local.get $14)
            (local.tee $3
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
           (local.get $11)
          )
          (i32.store
           (i32.add
            (local.get $3)
            (local.get $13)
           )
           (local.get $2)
          )
          (br_if $top12
           (i32.lt_s
            (local.tee $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (i32.const 256)
           )
          )
         )
         (local.set $2
          (i32.const 0)
         )
         (loop $top15
          (if
           (i32.lt_s
            (local.tee $3
             (i32.load
              (i32.add
               (local.get $13)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
             )
            )
            (i32.const 8)
           )
           (then
            (if
             (i32.ge_u
              (local.tee $12
               (i32.shl
                (local.get $3)
                (i32.const 5)
               )
              )
              (i32.const 256)
             )
             (then
              (global.set $oob_site
               (i32.const 3)
              )
              (global.set $oob_index
               (local.get $12)
              )
              (return
               (i32.const 1)
              )
             )
            )
            (local.set $11
             (f32.load
              (i32.add
               (local.get $14)
               (i32.shl
                (local.get $12)
                (i32.const 2)
               )
              )
             )
            )
            (local.set $12
             (i32.const 1)
            )
            (loop $top18
             (if
              (i32.ge_u
               (local.tee $18
                (i32.add
                 (i32.shl
                  (local.get $3)
                  (i32.const 5)
                 )
                 (local.get $12)
                )
               )
               (i32.const 256)
              )
              (then
               (global.set $oob_site
                (i32.const 2)
               )
               (global.set $oob_index
                (local.get $18)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (local.set $11
              (f32.add
               (local.get $11)
               (f32.load
                (i32.add
                 (local.get $14)
                 (i32.shl
                  (local.get $18)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (br_if $top18
              (i32.lt_s
               (local.tee $12
                (i32.add
                 (local.get $12)
                 (i32.const 1)
                )
               )
               (i32.const 32)
              )
             )
            )
            (if
             (i32.ge_u
              (local.get $3)
              (i32.const 8)
             )
             (then
              (global.set $oob_site
               (i32.const 4)
              )
              (br $folding-inner0)
             )
            )
            (f32.store
             (i32.add
              (local.get $17)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
             (local.get $11)
            )
           )
          )
          (br_if $top15
           (i32.lt_s
            (local.tee $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (i32.const 256)
           )
          )
         )
         (local.set $2
          (i32.const 0)
         )
         (loop $top21
          (if
           (i32.ge_u
            (local.tee $3
             (i32.shr_s
              (i32.load
               (i32.add
                (local.get $13)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
              (i32.const 5)
             )
            )
            (i32.const 8)
           )
           (then
            (global.set $oob_site
             (i32.const 5)
            )
            (br $folding-inner0)
           )
          )
          (local.set $11
           (f32.load
            (i32.add
             (local.get $17)
             (i32.shl
              (local.get $3)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.eqz
            (i32.and
             (local.get $2)
             (i32.const 31)
            )
           )
           (then
            (if
             (i32.ge_u
              (local.tee $3
               (i32.shr_s
                (local.get $2)
                (i32.const 5)
               )
              )
              (i32.const 8)
             )
             (then
              (global.set $oob_site
               (i32.const 6)
              )
              (br $folding-inner0)
             )
            )
            (f32.store
             (i32.add
              (local.get $10)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
             (local.get $11)
            )
           )
          )
          (br_if $top21
           (i32.lt_s
            (local.tee $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (i32.const 256)
           )
          )
         )
         (local.set $2
          (i32.const 0)
         )
         (loop $top24
          (local.set $11
           (f32.load
            (i32.add
             (local.get $4)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (f32.store
           (i32.add
            (local.get $4)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (if (result f32)
            (local.get $2)
            (then
             (local.get $11)
            )
            (else
             (local.set $16
              (f32.const 0)
             )
             (local.set $3
              (i32.const 0)
             )
             (loop $top27
              (if
               (i32.ge_u
                (local.get $3)
                (i32.const 8)
               )
               (then
                (global.set $oob_site
                 (i32.const 7)
                )
                (br $folding-inner0)
               )
              )
              (local.set $16
               (f32.add
                (local.get $16)
                (f32.load
                 (i32.add
                  (local.get $10)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
              (br_if $top27
               (i32.lt_s
                (local.tee $3
                 (i32.add
                  (local.get $3)
                  (i32.const 1)
                 )
                )
                (i32.const 8)
               )
              )
             )
             (f32.add
              (local.get $11)
              (local.get $16)
             )
            )
           )
          )
          (br_if $top24
           (i32.lt_s
            (local.tee $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (i32.const 256)
           )
          )
         )
         (br_if $top9
          (i32.lt_s
           (local.tee $15
            (i32.add
             (local.get $15)
             (i32.const 1)
            )
           )
           (local.get $9)
          )
         )
        )
       )
      )
      (local.set $2
       (i32.const 0)
      )
      (loop $top30
       (local.set $11
        (f32.load
         (i32.add
          (local.get $4)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.eqz
         (local.get $2)
        )
        (then
         (local.set $11
          (f32.add
           (local.get $11)
           (f32.const 32e3)
          )
         )
         (if
          (i32.ge_u
           (local.get $0)
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 8)
           )
           (global.set $oob_index
            (local.get $0)
           )
           (return
            (i32.const 1)
           )
          )
         )
         (f32.store
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (local.get $11)
         )
        )
       )
       (br_if $top30
        (i32.lt_s
         (local.tee $2
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
         (i32.const 256)
        )
       )
      )
      (br_if $l32
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (local.get $1)
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
   (local.get $3)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (result i32)
  (local $11 f32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (local $15 f32)
  (local $16 i32)
  (local $17 i32)
  (local.set $13
   (i32.add
    (local.get $10)
    (i32.const 32)
   )
  )
  (local.set $16
   (i32.add
    (local.get $10)
    (i32.const 1056)
   )
  )
  (local.set $4
   (i32.add
    (local.get $10)
    (i32.const 1088)
   )
  )
  (local.set $6
   (i32.add
    (local.get $10)
    (i32.const 2112)
   )
  )
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (loop $l32
      (local.set $2
       (i32.const 0)
      )
      (loop $top3
       (f32.store
        (i32.add
         (local.get $4)
         (local.tee $3
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
        (f32.const 0)
       )
       (i32.store
        (i32.add
         (local.get $3)
         (local.get $6)
        )
        (i32.const 0)
       )
       (br_if $top3
        (i32.lt_s
         (local.tee $2
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
         (i32.const 256)
        )
       )
      )
      (local.set $2
       (i32.const 0)
      )
      (loop $top6
       (f32.store
        (i32.add
         (local.get $4)
         (i32.shl
          (local.get $2)
          (i32.const 2)
         )
        )
        (f32.const 0)
       )
       (br_if $top6
        (i32.lt_s
         (local.tee $2
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
         (i32.const 256)
        )
       )
      )
      (local.set $14
       (i32.const 0)
      )
      (if
       (i32.gt_s
        (local.get $9)
        (i32.const 0)
       )
       (then
        (loop $top9
         (local.set $2
          (i32.const 0)
         )
         (loop $top12
          (local.set $11
           (f32.mul
            (f32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 8)
                )
                (local.get $2)
               )
               (i32.const 2)
              )
             )
            )
            (f32.convert_i32_s
             (i32.add
              (local.get $14)
              (i32.const 1)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $2)
            (i32.const 256)
           )
           (then
            (global.set $oob_site
             (i32.const 1)
            )
            (global.set $oob_index
             (local.get $2)
            )
            (return
             (i32.const 1)
            )
           )
          )
          (f32.store
           (i32.add
            (local.get $13)
            (local.tee $3
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
           (local.get $11)
          )
          (i32.store
           (i32.add
            (local.get $3)
            (local.get $6)
           )
           (local.get $2)
          )
          (br_if $top12
           (i32.lt_s
            (local.tee $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (i32.const 256)
           )
          )
         )
         (local.set $2
          (i32.const 0)
         )
         (loop $top15
          (if
           (i32.lt_s
            (local.tee $3
             (i32.load
              (i32.add
               (local.get $6)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
             )
            )
            (i32.const 8)
           )
           (then
            (if
             (i32.ge_u
              (local.tee $12
               (i32.shl
                (local.get $3)
                (i32.const 5)
               )
              )
              (i32.const 256)
             )
             (then
              (global.set $oob_site
               (i32.const 3)
              )
              (global.set $oob_index
               (local.get $12)
              )
              (return
               (i32.const 1)
              )
             )
            )
            (local.set $11
             (f32.load
              (i32.add
               (local.get $13)
               (i32.shl
                (local.get $12)
                (i32.const 2)
               )
              )
             )
            )
            (local.set $12
             (i32.const 1)
            )
            (loop $top18
             (if
              (i32.ge_u
               (local.tee $17
                (i32.add
                 (i32.shl
                  (local.get $3)
                  (i32.const 5)
                 )
                 (local.get $12)
                )
               )
               (i32.const 256)
              )
              (then
               (global.set $oob_site
                (i32.const 2)
               )
               (global.set $oob_index
                (local.get $17)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (local.set $11
              (f32.add
               (local.get $11)
               (f32.load
                (i32.add
                 (local.get $13)
                 (i32.shl
                  (local.get $17)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (br_if $top18
              (i32.lt_s
               (local.tee $12
                (i32.add
                 (local.get $12)
                 (i32.const 1)
                )
               )
               (i32.const 32)
              )
             )
            )
            (if
             (i32.ge_u
              (local.get $3)
              (i32.const 8)
             )
             (then
              (global.set $oob_site
               (i32.const 4)
              )
              (br $folding-inner0)
             )
            )
            (f32.store
             (i32.add
              (local.get $16)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
             (local.get $11)
            )
           )
          )
          (br_if $top15
           (i32.lt_s
            (local.tee $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (i32.const 256)
           )
          )
         )
         (local.set $2
          (i32.const 0)
         )
         (loop $top21
          (if
           (i32.ge_u
            (local.tee $3
             (i32.shr_s
              (i32.load
               (i32.add
                (local.get $6)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
              (i32.const 5)
             )
            )
            (i32.const 8)
           )
           (then
            (global.set $oob_site
             (i32.const 5)
            )
            (br $folding-inner0)
           )
          )
          (local.set $11
           (f32.load
            (i32.add
             (local.get $16)
             (i32.shl
              (local.get $3)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.eqz
            (i32.and
             (local.get $2)
             (i32.const 31)
            )
           )
           (then
            (if
             (i32.ge_u
              (local.tee $3
               (i32.shr_s
                (local.get $2)
                (i32.const 5)
               )
              )
              (i32.const 8)
             )
             (then
              (global.set $oob_site
               (i32.const 6)
              )
              (br $folding-inner0)
             )
            )
            (f32.store
             (i32.add
              (local.get $10)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
             (local.get $11)
            )
           )
          )
          (br_if $top21
           (i32.lt_s
            (local.tee $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (i32.const 256)
           )
          )
         )
         (local.set $2
          (i32.const 0)
         )
         (loop $top24
          (local.set $11
           (f32.load
            (i32.add
             (local.get $4)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (f32.store
           (i32.add
            (local.get $4)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (if (result f32)
            (local.get $2)
            (then
             (local.get $11)
            )
            (else
             (local.set $15
              (f32.const 0)
             )
             (local.set $3
              (i32.const 0)
             )
             (loop $top27
              (if
               (i32.ge_u
                (local.get $3)
                (i32.const 8)
               )
               (then
                (global.set $oob_site
                 (i32.const 7)
                )
                (br $folding-inner0)
               )
              )
              (local.set $15
               (f32.add
                (local.get $15)
                (f32.load
                 (i32.add
                  (local.get $10)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
              (br_if $top27
               (i32.lt_s
                (local.tee $3
                 (i32.add
                  (local.get $3)
                  (i32.const 1)
                 )
                )
                (i32.const 8)
               )
              )
             )
             (f32.add
              (local.get $11)
              (local.get $15)
             )
            )
           )
          )
          (br_if $top24
           (i32.lt_s
            (local.tee $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (i32.const 256)
           )
          )
         )
         (br_if $top9
          (i32.lt_s
           (local.tee $14
            (i32.add
             (local.get $14)
             (i32.const 1)
            )
           )
           (local.get $9)
          )
         )
        )
       )
      )
      (local.set $2
       (i32.const 0)
      )
      (loop $top30
       (local.set $11
        (f32.load
         (i32.add
          (local.get $4)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.eqz
         (local.get $2)
        )
        (then
         (local.set $11
          (f32.add
           (local.get $11)
           (f32.const 32e3)
          )
         )
         (if
          (i32.ge_u
           (local.get $0)
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 8)
           )
           (global.set $oob_index
            (local.get $0)
           )
           (return
            (i32.const 1)
           )
          )
         )
         (f32.store
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (local.get $11)
         )
        )
       )
       (br_if $top30
        (i32.lt_s
         (local.tee $2
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
         (i32.const 256)
        )
       )
      )
      (br_if $l32
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (local.get $1)
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
   (local.get $3)
  )
  (i32.const 1)
 )
)
