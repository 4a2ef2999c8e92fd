;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (local $15 i32)
  (local $16 i32)
  (local $17 i32)
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (loop $l24
      (local.set $15
       (i32.const 0)
      )
      (if
       (i32.gt_s
        (local.get $3)
        (i32.const 0)
       )
       (then
        (loop $l22
         (local.set $16
          (i32.const 0)
         )
         (if
          (i32.gt_s
           (local.get $4)
           (i32.const 0)
          )
          (then
           (loop $l20
            (local.set $10
             (i32.const 0)
            )
            (loop $top3
             (local.set $11
              (i32.const 0)
             )
             (loop $top6
              (local.set $12
               (i32.const 0)
              )
              (loop $top9
               (local.set $17
                (i32.add
                 (i32.add
                  (i32.mul
                   (i32.add
                    (i32.shl
                     (local.get $0)
                     (i32.const 1)
                    )
                    (local.get $10)
                   )
                   (i32.const 10000)
                  )
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $15)
                     (i32.const 3)
                    )
                    (local.get $11)
                   )
                   (i32.const 100)
                  )
                 )
                 (i32.add
                  (i32.shl
                   (local.get $16)
                   (i32.const 2)
                  )
                  (local.get $12)
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $13
                  (i32.add
                   (i32.shl
                    (i32.add
                     (i32.mul
                      (local.get $10)
                      (i32.const 3)
                     )
                     (local.get $11)
                    )
                    (i32.const 2)
                   )
                   (local.get $12)
                  )
                 )
                 (i32.const 24)
                )
                (then
                 (global.set $oob_site
                  (i32.const 0)
                 )
                 (br $folding-inner0)
                )
               )
               (i32.store
                (i32.add
                 (local.get $9)
                 (i32.shl
                  (local.get $13)
                  (i32.const 2)
                 )
                )
                (local.get $17)
               )
               (br_if $top9
                (i32.lt_s
                 (local.tee $12
                  (i32.add
                   (local.get $12)
                   (i32.const 1)
                  )
                 )
                 (i32.const 4)
                )
               )
              )
              (br_if $top6
               (i32.lt_s
                (local.tee $11
                 (i32.add
                  (local.get $11)
                  (i32.const 1)
                 )
                )
                (i32.const 3)
               )
              )
             )
             (br_if $top3
              (i32.lt_s
               (local.tee $10
                (i32.add
                 (local.get $10)
                 (i32.const 1)
                )
               )
               (i32.const 2)
              )
             )
            )
            (local.set $10
             (i32.const 0)
            )
            (loop $top12
             (local.set $11
              (i32.const 0)
             )
             (loop $top15
              (local.set $12
               (i32.const 0)
              )
              (loop $top18
               (local.set $13
                (local.tee $17
                 (i32.add
                  (i32.add
                   (i32.shl
                    (local.get $16)
                    (i32.const 2)
                   )
                   (local.get $12)
                  )
                  (i32.shl
                   (i32.add
                    (i32.add
                     (i32.mul
                      (local.get $15)
                      (i32.const 3)
                     )
                     (local.get $11)
                    )
                    (i32.mul
                     (i32.add
                      (i32.shl
                       (local.get $0)
                       (i32.const 1)
                      )
                      (local.get $10)
                     )
                     (i32.const 6)
                    )
                   )
                   (i32.const 3)
                  )
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $14
                  (i32.add
                   (i32.sub
                    (i32.shl
                     (i32.sub
                      (i32.mul
                       (local.get $10)
                       (i32.const -3)
                      )
                      (local.get $11)
                     )
                     (i32.const 2)
                    )
                    (local.get $12)
                   )
                   (i32.const 23)
                  )
                 )
                 (i32.const 24)
                )
                (then
                 (global.set $oob_site
                  (i32.const 1)
                 )
                 (global.set $oob_index
                  (local.get $14)
                 )
                 (return
                  (i32.const 1)
                 )
                )
               )
               (local.set $14
                (i32.load
                 (i32.add
                  (local.get $9)
                  (i32.shl
                   (local.get $14)
                   (i32.const 2)
                  )
                 )
                )
               )
               (if
                (i32.le_u
                 (local.get $6)
                 (local.get $13)
                )
                (then
                 (global.set $oob_site
                  (i32.const 2)
                 )
                 (br $folding-inner0)
                )
               )
               (i32.store
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $13)
                  (i32.const 2)
                 )
                )
                (local.get $14)
               )
               (local.set $14
                (i32.add
                 (i32.add
                  (i32.add
                   (i32.add
                    (i32.add
                     (i32.mul
                      (local.get $0)
                      (i32.const 1000000)
                     )
                     (i32.mul
                      (local.get $15)
                      (i32.const 10000)
                     )
                    )
                    (i32.mul
                     (local.get $16)
                     (i32.const 100)
                    )
                   )
                   (i32.mul
                    (local.get $2)
                    (i32.const 10)
                   )
                  )
                  (local.get $3)
                 )
                 (i32.shl
                  (local.get $4)
                  (i32.const 2)
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.get $17)
                 (local.get $8)
                )
                (then
                 (global.set $oob_site
                  (i32.const 3)
                 )
                 (br $folding-inner0)
                )
               )
               (i32.store
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $13)
                  (i32.const 2)
                 )
                )
                (local.get $14)
               )
               (br_if $top18
                (i32.lt_s
                 (local.tee $12
                  (i32.add
                   (local.get $12)
                   (i32.const 1)
                  )
                 )
                 (i32.const 4)
                )
               )
              )
              (br_if $top15
               (i32.lt_s
                (local.tee $11
                 (i32.add
                  (local.get $11)
                  (i32.const 1)
                 )
                )
                (i32.const 3)
               )
              )
             )
             (br_if $top12
              (i32.lt_s
               (local.tee $10
                (i32.add
                 (local.get $10)
                 (i32.const 1)
                )
               )
               (i32.const 2)
              )
             )
            )
            (br_if $l20
             (i32.lt_s
              (local.tee $16
               (i32.add
                (local.get $16)
                (i32.const 1)
               )
              )
              (local.get $4)
             )
            )
           )
          )
         )
         (br_if $l22
          (i32.lt_s
           (local.tee $15
            (i32.add
             (local.get $15)
             (i32.const 1)
            )
           )
           (local.get $3)
          )
         )
        )
       )
      )
      (br_if $l24
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
   (local.get $13)
  )
  (i32.const 1)
 )
)
