;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 f32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 f32) (result i32)
  (local $10 f32)
  (local $11 f32)
  (local $12 f32)
  (local $13 f32)
  (local $14 f32)
  (local $15 f32)
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (block $folding-inner4
   (block $folding-inner3
    (block $folding-inner2
     (block $folding-inner1
      (block $folding-inner0
       (loop $l5
        (if
         (i32.lt_s
          (local.get $0)
          (local.get $1)
         )
         (then
          (local.set $14
           (f32.const 0)
          )
          (local.set $15
           (f32.const 0)
          )
          (local.set $16
           (f32.const 0)
          )
          (local.set $2
           (i32.const 0)
          )
          (loop $top3
           (if
            (i32.gt_s
             (i32.div_s
              (local.get $6)
              (i32.const 7)
             )
             (local.get $2)
            )
            (then
             (if
              (i32.ge_u
               (local.tee $3
                (i32.mul
                 (local.get $2)
                 (i32.const 7)
                )
               )
               (local.get $6)
              )
              (then
               (br $folding-inner0)
              )
             )
             (local.set $13
              (f32.add
               (f32.add
                (f32.add
                 (f32.mul
                  (local.tee $10
                   (f32.sub
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                    (block (result f32)
                     (if
                      (i32.ge_u
                       (local.tee $3
                        (i32.mul
                         (local.get $0)
                         (i32.const 7)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $3)
                        (i32.const 2)
                       )
                      )
                     )
                    )
                   )
                  )
                  (local.get $10)
                 )
                 (block (result f32)
                  (if
                   (i32.ge_u
                    (local.tee $3
                     (i32.add
                      (i32.mul
                       (local.get $2)
                       (i32.const 7)
                      )
                      (i32.const 1)
                     )
                    )
                    (local.get $6)
                   )
                   (then
                    (br $folding-inner0)
                   )
                  )
                  (f32.mul
                   (local.tee $11
                    (f32.sub
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $3)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $3
                         (i32.add
                          (i32.mul
                           (local.get $0)
                           (i32.const 7)
                          )
                          (i32.const 1)
                         )
                        )
                        (local.get $6)
                       )
                       (then
                        (br $folding-inner1)
                       )
                      )
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $3)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                    )
                   )
                   (local.get $11)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (i32.const 7)
                     )
                     (i32.const 2)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner0)
                  )
                 )
                 (f32.mul
                  (local.tee $12
                   (f32.sub
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                    (block (result f32)
                     (if
                      (i32.ge_u
                       (local.tee $3
                        (i32.add
                         (i32.mul
                          (local.get $0)
                          (i32.const 7)
                         )
                         (i32.const 2)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $3)
                        (i32.const 2)
                       )
                      )
                     )
                    )
                   )
                  )
                  (local.get $12)
                 )
                )
               )
               (f32.const 0.009999999776482582)
              )
             )
             (if
              (i32.ge_u
               (local.tee $3
                (i32.add
                 (i32.mul
                  (local.get $2)
                  (i32.const 7)
                 )
                 (i32.const 6)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 2)
               )
               (br $folding-inner2)
              )
              (else
               (local.set $14
                (f32.add
                 (local.get $14)
                 (f32.mul
                  (local.get $10)
                  (local.tee $10
                   (f32.div
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                    (f32.mul
                     (f32.sqrt
                      (local.get $13)
                     )
                     (local.get $13)
                    )
                   )
                  )
                 )
                )
               )
               (local.set $15
                (f32.add
                 (local.get $15)
                 (f32.mul
                  (local.get $11)
                  (local.get $10)
                 )
                )
               )
               (local.set $16
                (f32.add
                 (local.get $16)
                 (f32.mul
                  (local.get $12)
                  (local.get $10)
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
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.mul
              (local.get $0)
              (i32.const 7)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $13
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 1)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $11
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 2)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $12
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 3)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $17
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 4)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $18
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 5)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $19
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 6)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $10
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (local.set $11
           (f32.add
            (local.get $11)
            (f32.mul
             (local.tee $15
              (f32.add
               (local.get $18)
               (f32.mul
                (local.get $15)
                (local.get $9)
               )
              )
             )
             (local.get $9)
            )
           )
          )
          (local.set $12
           (f32.add
            (local.get $12)
            (f32.mul
             (local.tee $16
              (f32.add
               (local.get $19)
               (f32.mul
                (local.get $16)
                (local.get $9)
               )
              )
             )
             (local.get $9)
            )
           )
          )
          (local.set $13
           (f32.add
            (local.get $13)
            (f32.mul
             (local.tee $14
              (f32.add
               (local.get $17)
               (f32.mul
                (local.get $14)
                (local.get $9)
               )
              )
             )
             (local.get $9)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.mul
              (local.get $0)
              (i32.const 7)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $13)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 1)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $11)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 2)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $12)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 3)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $14)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 4)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $15)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 5)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $16)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (i32.const 6)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
           (else
            (f32.store
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $10)
            )
            (local.set $0
             (i32.add
              (local.get $0)
              (i32.const 1)
             )
            )
            (br $l5)
           )
          )
         )
        )
       )
       (return
        (i32.const 0)
       )
      )
      (global.set $oob_site
       (i32.const 0)
      )
      (br $folding-inner2)
     )
     (global.set $oob_site
      (i32.const 1)
     )
    )
    (global.set $oob_index
     (local.get $3)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_site
    (i32.const 3)
   )
   (global.set $oob_index
    (local.get $2)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_site
   (i32.const 4)
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 f32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 f32) (param $10 i32) (result i32)
  (local $11 f32)
  (local $12 f32)
  (local $13 f32)
  (local $14 f32)
  (local $15 f32)
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 f32)
  (block $folding-inner4
   (block $folding-inner3
    (block $folding-inner2
     (block $folding-inner1
      (block $folding-inner0
       (loop $l5
        (if
         (i32.lt_s
          (local.get $0)
          (local.get $1)
         )
         (then
          (local.set $15
           (f32.const 0)
          )
          (local.set $16
           (f32.const 0)
          )
          (local.set $17
           (f32.const 0)
          )
          (local.set $2
           (i32.const 0)
          )
          (loop $top3
           (if
            (i32.gt_s
             (i32.div_s
              (local.get $6)
              (i32.const 7)
             )
             (local.get $2)
            )
            (then
             (if
              (i32.ge_u
               (local.tee $3
                (i32.mul
                 (local.get $2)
                 (i32.const 7)
                )
               )
               (local.get $6)
              )
              (then
               (br $folding-inner0)
              )
             )
             (local.set $14
              (f32.add
               (f32.add
                (f32.add
                 (f32.mul
                  (local.tee $11
                   (f32.sub
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                    (block (result f32)
                     (if
                      (i32.ge_u
                       (local.tee $3
                        (i32.mul
                         (i32.add
                          (local.get $0)
                          (local.get $10)
                         )
                         (i32.const 7)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $3)
                        (i32.const 2)
                       )
                      )
                     )
                    )
                   )
                  )
                  (local.get $11)
                 )
                 (block (result f32)
                  (if
                   (i32.ge_u
                    (local.tee $3
                     (i32.add
                      (i32.mul
                       (local.get $2)
                       (i32.const 7)
                      )
                      (i32.const 1)
                     )
                    )
                    (local.get $6)
                   )
                   (then
                    (br $folding-inner0)
                   )
                  )
                  (f32.mul
                   (local.tee $12
                    (f32.sub
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $3)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $3
                         (i32.add
                          (i32.mul
                           (i32.add
                            (local.get $0)
                            (local.get $10)
                           )
                           (i32.const 7)
                          )
                          (i32.const 1)
                         )
                        )
                        (local.get $6)
                       )
                       (then
                        (br $folding-inner1)
                       )
                      )
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $3)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                    )
                   )
                   (local.get $12)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (i32.const 7)
                     )
                     (i32.const 2)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner0)
                  )
                 )
                 (f32.mul
                  (local.tee $13
                   (f32.sub
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                    (block (result f32)
                     (if
                      (i32.ge_u
                       (local.tee $3
                        (i32.add
                         (i32.mul
                          (i32.add
                           (local.get $0)
                           (local.get $10)
                          )
                          (i32.const 7)
                         )
                         (i32.const 2)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $3)
                        (i32.const 2)
                       )
                      )
                     )
                    )
                   )
                  )
                  (local.get $13)
                 )
                )
               )
               (f32.const 0.009999999776482582)
              )
             )
             (if
              (i32.ge_u
               (local.tee $3
                (i32.add
                 (i32.mul
                  (local.get $2)
                  (i32.const 7)
                 )
                 (i32.const 6)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 2)
               )
               (br $folding-inner2)
              )
              (else
               (local.set $15
                (f32.add
                 (local.get $15)
                 (f32.mul
                  (local.get $11)
                  (local.tee $11
                   (f32.div
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                    (f32.mul
                     (f32.sqrt
                      (local.get $14)
                     )
                     (local.get $14)
                    )
                   )
                  )
                 )
                )
               )
               (local.set $16
                (f32.add
                 (local.get $16)
                 (f32.mul
                  (local.get $12)
                  (local.get $11)
                 )
                )
               )
               (local.set $17
                (f32.add
                 (local.get $17)
                 (f32.mul
                  (local.get $13)
                  (local.get $11)
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
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.mul
              (i32.add
               (local.get $0)
               (local.get $10)
              )
              (i32.const 7)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $14
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 1)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $12
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 2)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $13
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 3)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $18
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 4)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $19
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 5)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $20
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 6)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner3)
           )
          )
          (local.set $11
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
          (local.set $12
           (f32.add
            (local.get $12)
            (f32.mul
             (local.tee $16
              (f32.add
               (local.get $19)
               (f32.mul
                (local.get $16)
                (local.get $9)
               )
              )
             )
             (local.get $9)
            )
           )
          )
          (local.set $13
           (f32.add
            (local.get $13)
            (f32.mul
             (local.tee $17
              (f32.add
               (local.get $20)
               (f32.mul
                (local.get $17)
                (local.get $9)
               )
              )
             )
             (local.get $9)
            )
           )
          )
          (local.set $14
           (f32.add
            (local.get $14)
            (f32.mul
             (local.tee $15
              (f32.add
               (local.get $18)
               (f32.mul
                (local.get $15)
                (local.get $9)
               )
              )
             )
             (local.get $9)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.mul
              (i32.add
               (local.get $0)
               (local.get $10)
              )
              (i32.const 7)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $14)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 1)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $12)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 2)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $13)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 3)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $15)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 4)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $16)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 5)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
          )
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $17)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (i32.const 7)
              )
              (i32.const 6)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner4)
           )
           (else
            (f32.store
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $11)
            )
            (local.set $0
             (i32.add
              (local.get $0)
              (i32.const 1)
             )
            )
            (br $l5)
           )
          )
         )
        )
       )
       (return
        (i32.const 0)
       )
      )
      (global.set $oob_site
       (i32.const 0)
      )
      (br $folding-inner2)
     )
     (global.set $oob_site
      (i32.const 1)
     )
    )
    (global.set $oob_index
     (local.get $3)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_site
    (i32.const 3)
   )
   (global.set $oob_index
    (local.get $2)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_site
   (i32.const 4)
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)
