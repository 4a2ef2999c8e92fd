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
  (local $11 i32)
  (local $12 f32)
  (block $folding-inner1
   (block $folding-inner0
    (if
     (i32.lt_s
      (local.tee $3
       (local.get $0)
      )
      (local.get $1)
     )
     (then
      (loop $l11
       (local.set $0
        (i32.const 0)
       )
       (loop $top3
        (local.set $4
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (if
         (i32.ge_u
          (local.tee $11
           (i32.add
            (i32.shl
             (local.get $3)
             (i32.const 5)
            )
            (local.get $0)
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
        (local.set $12
         (f32.load
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $11)
            (i32.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $4)
          (i32.const 34)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner1)
         )
        )
        (f32.store
         (i32.add
          (local.get $10)
          (i32.shl
           (local.get $4)
           (i32.const 2)
          )
         )
         (local.get $12)
        )
        (if
         (i32.eqz
          (local.get $0)
         )
         (then
          (f32.store
           (local.get $10)
           (if (result f32)
            (i32.gt_s
             (local.tee $4
              (i32.add
               (i32.shl
                (local.get $3)
                (i32.const 5)
               )
               (local.get $0)
              )
             )
             (i32.const 0)
            )
            (then
             (if
              (i32.ge_u
               (local.tee $4
                (i32.sub
                 (local.get $4)
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 2)
               )
               (br $folding-inner1)
              )
             )
             (f32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $4)
                (i32.const 2)
               )
              )
             )
            )
            (else
             (f32.const 0)
            )
           )
          )
         )
        )
        (if
         (i32.eq
          (local.get $0)
          (i32.const 31)
         )
         (then
          (f32.store
           (i32.add
            (local.get $10)
            (i32.const 132)
           )
           (if (result f32)
            (i32.lt_s
             (local.get $3)
             (i32.sub
              (local.get $2)
              (i32.const 1)
             )
            )
            (then
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.add
                  (i32.shl
                   (local.get $3)
                   (i32.const 5)
                  )
                  (local.get $0)
                 )
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 4)
               )
               (br $folding-inner1)
              )
             )
             (f32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $4)
                (i32.const 2)
               )
              )
             )
            )
            (else
             (f32.const 0)
            )
           )
          )
         )
        )
        (br_if $top3
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (i32.const 32)
         )
        )
       )
       (local.set $0
        (i32.const 0)
       )
       (loop $top6
        (if
         (i32.gt_s
          (local.get $9)
          (local.tee $4
           (i32.add
            (i32.shl
             (local.get $3)
             (i32.const 5)
            )
            (local.get $0)
           )
          )
         )
         (then
          (if
           (i32.ge_u
            (local.get $0)
            (i32.const 34)
           )
           (then
            (global.set $oob_site
             (i32.const 6)
            )
            (global.set $oob_index
             (local.get $0)
            )
            (return
             (i32.const 1)
            )
           )
          )
          (local.set $12
           (f32.add
            (f32.add
             (f32.load
              (i32.add
               (local.get $10)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (block (result f32)
              (if
               (i32.ge_u
                (local.tee $11
                 (i32.add
                  (local.get $0)
                  (i32.const 1)
                 )
                )
                (i32.const 34)
               )
               (then
                (global.set $oob_site
                 (i32.const 7)
                )
                (br $folding-inner0)
               )
              )
              (f32.mul
               (f32.load
                (i32.add
                 (local.get $10)
                 (i32.shl
                  (local.get $11)
                  (i32.const 2)
                 )
                )
               )
               (f32.const 2)
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $11
                (i32.add
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (i32.const 34)
              )
              (then
               (global.set $oob_site
                (i32.const 8)
               )
               (br $folding-inner0)
              )
             )
             (f32.load
              (i32.add
               (local.get $10)
               (i32.shl
                (local.get $11)
                (i32.const 2)
               )
              )
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $4)
            (local.get $8)
           )
           (then
            (global.set $oob_site
             (i32.const 9)
            )
            (br $folding-inner1)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $4)
             (i32.const 2)
            )
           )
           (local.get $12)
          )
         )
        )
        (br_if $top6
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (i32.const 32)
         )
        )
       )
       (br_if $l11
        (i32.lt_s
         (local.tee $3
          (i32.add
           (local.get $3)
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
    (local.get $11)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $4)
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
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.tee $3
      (local.get $0)
     )
     (local.get $1)
    )
    (then
     (loop $l11
      (local.set $0
       (i32.const 0)
      )
      (loop $top3
       (local.set $11
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (i32.add
            (i32.shl
             (local.get $3)
             (i32.const 5)
            )
            (local.get $0)
           )
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.tee $4
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 34)
        )
        (then
         (global.set $oob_site
          (i32.const 1)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $10)
         (i32.shl
          (local.get $4)
          (i32.const 2)
         )
        )
        (local.get $11)
       )
       (if
        (i32.eqz
         (local.get $0)
        )
        (then
         (f32.store
          (local.get $10)
          (if (result f32)
           (i32.gt_s
            (local.tee $4
             (i32.add
              (i32.shl
               (local.get $3)
               (i32.const 5)
              )
              (local.get $0)
             )
            )
            (i32.const 0)
           )
           (then
            (if
             (i32.ge_u
              (local.tee $4
               (i32.sub
                (local.get $4)
                (i32.const 1)
               )
              )
              (local.get $6)
             )
             (then
              (global.set $oob_site
               (i32.const 2)
              )
              (br $folding-inner0)
             )
            )
            (f32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
           )
           (else
            (f32.const 0)
           )
          )
         )
        )
       )
       (if
        (i32.eq
         (local.get $0)
         (i32.const 31)
        )
        (then
         (f32.store
          (i32.add
           (local.get $10)
           (i32.const 132)
          )
          (if (result f32)
           (i32.lt_s
            (local.get $3)
            (i32.sub
             (local.get $2)
             (i32.const 1)
            )
           )
           (then
            (if
             (i32.ge_u
              (local.tee $4
               (i32.add
                (i32.add
                 (i32.shl
                  (local.get $3)
                  (i32.const 5)
                 )
                 (local.get $0)
                )
                (i32.const 1)
               )
              )
              (local.get $6)
             )
             (then
              (global.set $oob_site
               (i32.const 4)
              )
              (br $folding-inner0)
             )
            )
            (f32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
           )
           (else
            (f32.const 0)
           )
          )
         )
        )
       )
       (br_if $top3
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 32)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top6
       (if
        (i32.gt_s
         (local.get $9)
         (local.tee $4
          (i32.add
           (i32.shl
            (local.get $3)
            (i32.const 5)
           )
           (local.get $0)
          )
         )
        )
        (then
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 34)
          )
          (then
           (global.set $oob_site
            (i32.const 6)
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
            (local.get $4)
            (i32.const 2)
           )
          )
          (f32.add
           (f32.add
            (f32.load
             (i32.add
              (local.get $10)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (i32.const 34)
              )
              (then
               (global.set $oob_site
                (i32.const 7)
               )
               (br $folding-inner0)
              )
             )
             (f32.mul
              (f32.load
               (i32.add
                (local.get $10)
                (i32.shl
                 (local.get $4)
                 (i32.const 2)
                )
               )
              )
              (f32.const 2)
             )
            )
           )
           (block (result f32)
            (if
             (i32.ge_u
              (local.tee $4
               (i32.add
                (local.get $0)
                (i32.const 2)
               )
              )
              (i32.const 34)
             )
             (then
              (global.set $oob_site
               (i32.const 8)
              )
              (br $folding-inner0)
             )
            )
            (f32.load
             (i32.add
              (local.get $10)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
           )
          )
         )
        )
       )
       (br_if $top6
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 32)
        )
       )
      )
      (br_if $l11
       (i32.lt_s
        (local.tee $3
         (i32.add
          (local.get $3)
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
   (local.get $4)
  )
  (i32.const 1)
 )
)
