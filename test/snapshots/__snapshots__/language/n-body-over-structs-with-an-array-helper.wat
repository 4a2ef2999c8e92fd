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
  (local $10 f64)
  (local $11 f32)
  (local $12 f32)
  (local $13 f32)
  (local $14 f32)
  (local $15 f32)
  (local $16 f32)
  (local $17 f64)
  (local $18 f32)
  (local $19 f64)
  (local $20 f64)
  (local $21 f64)
  (local $22 f64)
  (local $23 f64)
  (local $24 f64)
  (local $25 i32)
  (local $26 f64)
  (local $27 i32)
  (local $28 f64)
  (local $29 i32)
  (local $30 f64)
  (local $31 i32)
  (local $32 f32)
  (local $33 f32)
  (local $34 f32)
  (block $folding-inner5
   (block $folding-inner4
    (block $folding-inner3
     (block $folding-inner2
      (block $folding-inner1
       (block $folding-inner0
        (if
         (i32.and
          (i32.and
           (local.tee $2
            (i32.and
             (f64.lt
              (f64.add
               (local.tee $17
                (f64.mul
                 (f64.convert_i32_s
                  (i32.sub
                   (local.get $1)
                   (i32.const 1)
                  )
                 )
                 (f64.const 7)
                )
               )
               (f64.const 6)
              )
              (f64.const 4503599627370496)
             )
             (f64.ge
              (f64.add
               (local.tee $20
                (f64.min
                 (local.get $17)
                 (local.tee $10
                  (f64.mul
                   (f64.convert_i32_s
                    (local.get $0)
                   )
                   (f64.const 7)
                  )
                 )
                )
               )
               (f64.const 6)
              )
              (f64.const 0)
             )
            )
           )
           (i32.and
            (f64.lt
             (local.tee $10
              (local.tee $19
               (f64.add
                (local.tee $21
                 (f64.max
                  (local.get $10)
                  (local.get $17)
                 )
                )
                (f64.const 6)
               )
              )
             )
             (local.tee $22
              (f64.convert_i32_u
               (local.get $8)
              )
             )
            )
            (f64.lt
             (local.get $10)
             (f64.const 2147483648)
            )
           )
          )
          (i32.and
           (i32.and
            (local.tee $3
             (i32.and
              (f64.lt
               (f64.add
                (local.get $17)
                (f64.const 5)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $20)
                (f64.const 5)
               )
               (f64.const 0)
              )
             )
            )
            (i32.and
             (f64.gt
              (local.get $22)
              (local.tee $10
               (local.tee $23
                (f64.add
                 (local.get $21)
                 (f64.const 5)
                )
               )
              )
             )
             (f64.lt
              (local.get $10)
              (f64.const 2147483648)
             )
            )
           )
           (i32.and
            (i32.and
             (local.tee $4
              (i32.and
               (f64.lt
                (f64.add
                 (local.get $17)
                 (f64.const 4)
                )
                (f64.const 4503599627370496)
               )
               (f64.ge
                (f64.add
                 (local.get $20)
                 (f64.const 4)
                )
                (f64.const 0)
               )
              )
             )
             (i32.and
              (f64.gt
               (local.get $22)
               (local.tee $10
                (local.tee $24
                 (f64.add
                  (local.get $21)
                  (f64.const 4)
                 )
                )
               )
              )
              (f64.lt
               (local.get $10)
               (f64.const 2147483648)
              )
             )
            )
            (i32.and
             (i32.and
              (local.tee $25
               (i32.and
                (f64.lt
                 (f64.add
                  (local.get $17)
                  (f64.const 3)
                 )
                 (f64.const 4503599627370496)
                )
                (f64.ge
                 (f64.add
                  (local.get $20)
                  (f64.const 3)
                 )
                 (f64.const 0)
                )
               )
              )
              (i32.and
               (f64.gt
                (local.get $22)
                (local.tee $10
                 (local.tee $26
                  (f64.add
                   (local.get $21)
                   (f64.const 3)
                  )
                 )
                )
               )
               (f64.lt
                (local.get $10)
                (f64.const 2147483648)
               )
              )
             )
             (i32.and
              (i32.and
               (local.tee $27
                (i32.and
                 (f64.lt
                  (f64.add
                   (local.get $17)
                   (f64.const 2)
                  )
                  (f64.const 4503599627370496)
                 )
                 (f64.ge
                  (f64.add
                   (local.get $20)
                   (f64.const 2)
                  )
                  (f64.const 0)
                 )
                )
               )
               (i32.and
                (f64.gt
                 (local.get $22)
                 (local.tee $10
                  (local.tee $28
                   (f64.add
                    (local.get $21)
                    (f64.const 2)
                   )
                  )
                 )
                )
                (f64.lt
                 (local.get $10)
                 (f64.const 2147483648)
                )
               )
              )
              (i32.and
               (i32.and
                (local.tee $29
                 (i32.and
                  (f64.lt
                   (f64.add
                    (local.get $17)
                    (f64.const 1)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (local.get $20)
                    (f64.const 1)
                   )
                   (f64.const 0)
                  )
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $22)
                  (local.tee $10
                   (local.tee $30
                    (f64.add
                     (local.get $21)
                     (f64.const 1)
                    )
                   )
                  )
                 )
                 (f64.lt
                  (local.get $10)
                  (f64.const 2147483648)
                 )
                )
               )
               (i32.and
                (i32.and
                 (local.tee $31
                  (i32.and
                   (f64.lt
                    (f64.add
                     (local.get $17)
                     (f64.const 0)
                    )
                    (f64.const 4503599627370496)
                   )
                   (f64.ge
                    (f64.add
                     (local.get $20)
                     (f64.const 0)
                    )
                    (f64.const 0)
                   )
                  )
                 )
                 (i32.and
                  (f64.gt
                   (local.get $22)
                   (local.tee $10
                    (local.tee $17
                     (f64.add
                      (local.get $21)
                      (f64.const 0)
                     )
                    )
                   )
                  )
                  (f64.lt
                   (local.get $10)
                   (f64.const 2147483648)
                  )
                 )
                )
                (i32.and
                 (i32.and
                  (i32.and
                   (f64.lt
                    (local.tee $10
                     (local.get $19)
                    )
                    (local.tee $19
                     (f64.convert_i32_u
                      (local.get $6)
                     )
                    )
                   )
                   (f64.lt
                    (local.get $10)
                    (f64.const 2147483648)
                   )
                  )
                  (local.get $2)
                 )
                 (i32.and
                  (i32.and
                   (i32.and
                    (f64.gt
                     (local.get $19)
                     (local.tee $10
                      (local.get $23)
                     )
                    )
                    (f64.lt
                     (local.get $10)
                     (f64.const 2147483648)
                    )
                   )
                   (local.get $3)
                  )
                  (i32.and
                   (i32.and
                    (i32.and
                     (f64.gt
                      (local.get $19)
                      (local.tee $10
                       (local.get $24)
                      )
                     )
                     (f64.lt
                      (local.get $10)
                      (f64.const 2147483648)
                     )
                    )
                    (local.get $4)
                   )
                   (i32.and
                    (i32.and
                     (i32.and
                      (f64.gt
                       (local.get $19)
                       (local.tee $10
                        (local.get $26)
                       )
                      )
                      (f64.lt
                       (local.get $10)
                       (f64.const 2147483648)
                      )
                     )
                     (local.get $25)
                    )
                    (i32.and
                     (i32.and
                      (i32.and
                       (f64.gt
                        (local.get $19)
                        (local.tee $10
                         (local.get $28)
                        )
                       )
                       (f64.lt
                        (local.get $10)
                        (f64.const 2147483648)
                       )
                      )
                      (local.get $27)
                     )
                     (i32.and
                      (i32.and
                       (i32.and
                        (f64.gt
                         (local.get $19)
                         (local.tee $10
                          (local.get $30)
                         )
                        )
                        (f64.lt
                         (local.get $10)
                         (f64.const 2147483648)
                        )
                       )
                       (local.get $29)
                      )
                      (i32.and
                       (local.get $31)
                       (i32.and
                        (f64.gt
                         (local.get $19)
                         (local.tee $10
                          (local.get $17)
                         )
                        )
                        (f64.lt
                         (local.get $10)
                         (f64.const 2147483648)
                        )
                       )
                      )
                     )
                    )
                   )
                  )
                 )
                )
               )
              )
             )
            )
           )
          )
         )
         (then
          (if
           (i32.lt_s
            (local.get $0)
            (local.get $1)
           )
           (then
            (loop $l11
             (local.set $12
              (f32.const 0)
             )
             (local.set $13
              (f32.const 0)
             )
             (local.set $14
              (f32.const 0)
             )
             (local.set $2
              (i32.const 0)
             )
             (if
              (i32.gt_s
               (i32.div_s
                (local.get $6)
                (i32.const 7)
               )
               (i32.const 0)
              )
              (then
               (loop $top9
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
                (local.set $18
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
                       (f32.load
                        (i32.add
                         (i32.mul
                          (local.get $0)
                          (i32.const 28)
                         )
                         (local.get $5)
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
                      (local.tee $15
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
                        (f32.load
                         (i32.add
                          (i32.add
                           (local.get $5)
                           (i32.mul
                            (local.get $0)
                            (i32.const 28)
                           )
                          )
                          (i32.const 4)
                         )
                        )
                       )
                      )
                      (local.get $15)
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
                     (local.tee $16
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
                       (f32.load
                        (i32.add
                         (i32.add
                          (local.get $5)
                          (i32.mul
                           (local.get $0)
                           (i32.const 28)
                          )
                         )
                         (i32.const 8)
                        )
                       )
                      )
                     )
                     (local.get $16)
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
                  (br $folding-inner1)
                 )
                )
                (local.set $12
                 (f32.add
                  (local.get $12)
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
                       (local.get $18)
                      )
                      (local.get $18)
                     )
                    )
                   )
                  )
                 )
                )
                (local.set $13
                 (f32.add
                  (local.get $13)
                  (f32.mul
                   (local.get $15)
                   (local.get $11)
                  )
                 )
                )
                (local.set $14
                 (f32.add
                  (local.get $14)
                  (f32.mul
                   (local.get $16)
                   (local.get $11)
                  )
                 )
                )
                (br_if $top9
                 (i32.lt_s
                  (local.tee $2
                   (i32.add
                    (local.get $2)
                    (i32.const 1)
                   )
                  )
                  (i32.div_s
                   (local.get $6)
                   (i32.const 7)
                  )
                 )
                )
               )
              )
             )
             (local.set $11
              (f32.load
               (i32.add
                (local.tee $2
                 (i32.add
                  (local.get $5)
                  (local.tee $3
                   (i32.mul
                    (local.get $0)
                    (i32.const 28)
                   )
                  )
                 )
                )
                (i32.const 24)
               )
              )
             )
             (local.set $15
              (f32.add
               (f32.load
                (i32.add
                 (local.get $2)
                 (i32.const 4)
                )
               )
               (f32.mul
                (local.tee $13
                 (f32.add
                  (f32.load
                   (i32.add
                    (local.get $2)
                    (i32.const 16)
                   )
                  )
                  (f32.mul
                   (local.get $13)
                   (local.get $9)
                  )
                 )
                )
                (local.get $9)
               )
              )
             )
             (local.set $16
              (f32.add
               (f32.load
                (i32.add
                 (local.get $2)
                 (i32.const 8)
                )
               )
               (f32.mul
                (local.tee $14
                 (f32.add
                  (f32.load
                   (i32.add
                    (local.get $2)
                    (i32.const 20)
                   )
                  )
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
             (f32.store
              (i32.add
               (local.get $3)
               (local.get $7)
              )
              (f32.add
               (f32.load
                (i32.add
                 (local.get $3)
                 (local.get $5)
                )
               )
               (f32.mul
                (local.tee $12
                 (f32.add
                  (f32.load
                   (i32.add
                    (local.get $2)
                    (i32.const 12)
                   )
                  )
                  (f32.mul
                   (local.get $12)
                   (local.get $9)
                  )
                 )
                )
                (local.get $9)
               )
              )
             )
             (f32.store
              (i32.add
               (local.tee $2
                (i32.add
                 (local.get $3)
                 (local.get $7)
                )
               )
               (i32.const 4)
              )
              (local.get $15)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 8)
              )
              (local.get $16)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 12)
              )
              (local.get $12)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 16)
              )
              (local.get $13)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 20)
              )
              (local.get $14)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 24)
              )
              (local.get $11)
             )
             (br_if $l11
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
         )
         (else
          (if
           (i32.lt_s
            (local.get $0)
            (local.get $1)
           )
           (then
            (loop $l5
             (local.set $12
              (f32.const 0)
             )
             (local.set $13
              (f32.const 0)
             )
             (local.set $14
              (f32.const 0)
             )
             (local.set $2
              (i32.const 0)
             )
             (if
              (i32.gt_s
               (i32.div_s
                (local.get $6)
                (i32.const 7)
               )
               (i32.const 0)
              )
              (then
               (loop $top3
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
                (local.set $18
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
                            (local.get $0)
                            (i32.const 7)
                           )
                          )
                          (local.get $6)
                         )
                         (then
                          (br $folding-inner2)
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
                      (local.tee $15
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
                           (br $folding-inner2)
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
                      (local.get $15)
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
                     (local.tee $16
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
                          (br $folding-inner2)
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
                     (local.get $16)
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
                  (br $folding-inner1)
                 )
                )
                (local.set $12
                 (f32.add
                  (local.get $12)
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
                       (local.get $18)
                      )
                      (local.get $18)
                     )
                    )
                   )
                  )
                 )
                )
                (local.set $13
                 (f32.add
                  (local.get $13)
                  (f32.mul
                   (local.get $15)
                   (local.get $11)
                  )
                 )
                )
                (local.set $14
                 (f32.add
                  (local.get $14)
                  (f32.mul
                   (local.get $16)
                   (local.get $11)
                  )
                 )
                )
                (br_if $top3
                 (i32.lt_s
                  (local.tee $2
                   (i32.add
                    (local.get $2)
                    (i32.const 1)
                   )
                  )
                  (i32.div_s
                   (local.get $6)
                   (i32.const 7)
                  )
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
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $15
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
             (local.set $16
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
             (local.set $32
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
             (local.set $33
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
             (local.set $34
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
             (local.set $15
              (f32.add
               (local.get $15)
               (f32.mul
                (local.tee $13
                 (f32.add
                  (local.get $33)
                  (f32.mul
                   (local.get $13)
                   (local.get $9)
                  )
                 )
                )
                (local.get $9)
               )
              )
             )
             (local.set $16
              (f32.add
               (local.get $16)
               (f32.mul
                (local.tee $14
                 (f32.add
                  (local.get $34)
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
             (local.set $18
              (f32.add
               (local.get $18)
               (f32.mul
                (local.tee $12
                 (f32.add
                  (local.get $32)
                  (f32.mul
                   (local.get $12)
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
              (local.get $18)
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
                 (i32.const 6)
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
             (br_if $l5
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
         )
        )
        (return
         (i32.const 0)
        )
       )
       (global.set $oob_site
        (i32.const 0)
       )
       (br $folding-inner5)
      )
      (global.set $oob_site
       (i32.const 2)
      )
      (br $folding-inner5)
     )
     (global.set $oob_site
      (i32.const 1)
     )
     (br $folding-inner5)
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
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $3)
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
  (local $11 f64)
  (local $12 f64)
  (local $13 f32)
  (local $14 f64)
  (local $15 f32)
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 f64)
  (local $21 f64)
  (local $22 f32)
  (local $23 f64)
  (local $24 f64)
  (local $25 f64)
  (local $26 f64)
  (local $27 f64)
  (local $28 f64)
  (local $29 f64)
  (local $30 f64)
  (local $31 f64)
  (local $32 f64)
  (local $33 f64)
  (local $34 f64)
  (local $35 f64)
  (local $36 f64)
  (local $37 f64)
  (local $38 i32)
  (local $39 i32)
  (local $40 i32)
  (local $41 i32)
  (local $42 f32)
  (local $43 f32)
  (local $44 f32)
  (local.set $30
   (f64.add
    (local.tee $20
     (f64.add
      (local.tee $12
       (f64.mul
        (f64.convert_i32_s
         (local.get $10)
        )
        (f64.const 7)
       )
      )
      (f64.const 0)
     )
    )
    (local.tee $11
     (f64.max
      (local.tee $14
       (f64.mul
        (f64.convert_i32_s
         (local.get $0)
        )
        (f64.const 7)
       )
      )
      (local.tee $23
       (f64.mul
        (f64.convert_i32_s
         (i32.sub
          (local.get $1)
          (i32.const 1)
         )
        )
        (f64.const 7)
       )
      )
     )
    )
   )
  )
  (local.set $31
   (f64.add
    (local.tee $25
     (f64.add
      (local.get $20)
      (f64.const 1)
     )
    )
    (local.get $11)
   )
  )
  (local.set $32
   (f64.add
    (local.tee $26
     (f64.add
      (local.get $20)
      (f64.const 2)
     )
    )
    (local.get $11)
   )
  )
  (local.set $33
   (f64.add
    (local.tee $27
     (f64.add
      (local.get $20)
      (f64.const 3)
     )
    )
    (local.get $11)
   )
  )
  (local.set $34
   (f64.add
    (local.tee $28
     (f64.add
      (local.get $20)
      (f64.const 4)
     )
    )
    (local.get $11)
   )
  )
  (local.set $35
   (f64.add
    (local.tee $29
     (f64.add
      (local.get $20)
      (f64.const 5)
     )
    )
    (local.get $11)
   )
  )
  (local.set $36
   (f64.add
    (local.tee $37
     (local.tee $21
      (f64.add
       (local.get $20)
       (f64.const 6)
      )
     )
    )
    (local.get $11)
   )
  )
  (block $folding-inner5
   (block $folding-inner4
    (block $folding-inner3
     (block $folding-inner2
      (block $folding-inner1
       (block $folding-inner0
        (if
         (i32.and
          (i32.and
           (i32.and
            (local.tee $2
             (f64.lt
              (f64.add
               (f64.add
                (local.tee $24
                 (f64.add
                  (f64.abs
                   (local.get $12)
                  )
                  (f64.const 0)
                 )
                )
                (f64.const 6)
               )
               (local.get $23)
              )
              (f64.const 4503599627370496)
             )
            )
            (f64.ge
             (f64.add
              (local.get $21)
              (local.tee $12
               (f64.min
                (local.get $14)
                (local.get $23)
               )
              )
             )
             (f64.const 0)
            )
           )
           (i32.and
            (f64.lt
             (local.tee $14
              (f64.add
               (local.get $21)
               (local.get $11)
              )
             )
             (local.tee $21
              (f64.convert_i32_u
               (local.get $8)
              )
             )
            )
            (f64.lt
             (local.get $14)
             (f64.const 2147483648)
            )
           )
          )
          (i32.and
           (i32.and
            (i32.and
             (local.tee $3
              (f64.lt
               (f64.add
                (f64.add
                 (local.get $24)
                 (f64.const 5)
                )
                (local.get $23)
               )
               (f64.const 4503599627370496)
              )
             )
             (f64.ge
              (f64.add
               (local.get $29)
               (local.get $12)
              )
              (f64.const 0)
             )
            )
            (i32.and
             (f64.gt
              (local.get $21)
              (local.tee $14
               (f64.add
                (local.get $29)
                (local.get $11)
               )
              )
             )
             (f64.lt
              (local.get $14)
              (f64.const 2147483648)
             )
            )
           )
           (i32.and
            (i32.and
             (i32.and
              (local.tee $4
               (f64.lt
                (f64.add
                 (f64.add
                  (local.get $24)
                  (f64.const 4)
                 )
                 (local.get $23)
                )
                (f64.const 4503599627370496)
               )
              )
              (f64.ge
               (f64.add
                (local.get $28)
                (local.get $12)
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.gt
               (local.get $21)
               (local.tee $14
                (f64.add
                 (local.get $28)
                 (local.get $11)
                )
               )
              )
              (f64.lt
               (local.get $14)
               (f64.const 2147483648)
              )
             )
            )
            (i32.and
             (i32.and
              (i32.and
               (local.tee $38
                (f64.lt
                 (f64.add
                  (f64.add
                   (local.get $24)
                   (f64.const 3)
                  )
                  (local.get $23)
                 )
                 (f64.const 4503599627370496)
                )
               )
               (f64.ge
                (f64.add
                 (local.get $27)
                 (local.get $12)
                )
                (f64.const 0)
               )
              )
              (i32.and
               (f64.gt
                (local.get $21)
                (local.tee $14
                 (f64.add
                  (local.get $27)
                  (local.get $11)
                 )
                )
               )
               (f64.lt
                (local.get $14)
                (f64.const 2147483648)
               )
              )
             )
             (i32.and
              (i32.and
               (i32.and
                (local.tee $39
                 (f64.lt
                  (f64.add
                   (f64.add
                    (local.get $24)
                    (f64.const 2)
                   )
                   (local.get $23)
                  )
                  (f64.const 4503599627370496)
                 )
                )
                (f64.ge
                 (f64.add
                  (local.get $26)
                  (local.get $12)
                 )
                 (f64.const 0)
                )
               )
               (i32.and
                (f64.gt
                 (local.get $21)
                 (local.tee $14
                  (f64.add
                   (local.get $26)
                   (local.get $11)
                  )
                 )
                )
                (f64.lt
                 (local.get $14)
                 (f64.const 2147483648)
                )
               )
              )
              (i32.and
               (i32.and
                (i32.and
                 (local.tee $40
                  (f64.lt
                   (f64.add
                    (f64.add
                     (local.get $24)
                     (f64.const 1)
                    )
                    (local.get $23)
                   )
                   (f64.const 4503599627370496)
                  )
                 )
                 (f64.ge
                  (f64.add
                   (local.get $25)
                   (local.get $12)
                  )
                  (f64.const 0)
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $21)
                  (local.tee $14
                   (f64.add
                    (local.get $25)
                    (local.get $11)
                   )
                  )
                 )
                 (f64.lt
                  (local.get $14)
                  (f64.const 2147483648)
                 )
                )
               )
               (i32.and
                (i32.and
                 (i32.and
                  (local.tee $41
                   (f64.lt
                    (f64.add
                     (local.get $24)
                     (local.get $23)
                    )
                    (f64.const 4503599627370496)
                   )
                  )
                  (f64.ge
                   (f64.add
                    (local.get $20)
                    (local.get $12)
                   )
                   (f64.const 0)
                  )
                 )
                 (i32.and
                  (f64.gt
                   (local.get $21)
                   (local.tee $11
                    (f64.add
                     (local.get $20)
                     (local.get $11)
                    )
                   )
                  )
                  (f64.lt
                   (local.get $11)
                   (f64.const 2147483648)
                  )
                 )
                )
                (i32.and
                 (i32.and
                  (i32.and
                   (f64.ge
                    (f64.add
                     (local.get $37)
                     (local.get $12)
                    )
                    (f64.const 0)
                   )
                   (local.get $2)
                  )
                  (i32.and
                   (f64.lt
                    (local.get $36)
                    (f64.const 2147483648)
                   )
                   (f64.gt
                    (local.tee $11
                     (f64.convert_i32_u
                      (local.get $6)
                     )
                    )
                    (local.get $36)
                   )
                  )
                 )
                 (i32.and
                  (i32.and
                   (i32.and
                    (f64.ge
                     (f64.add
                      (local.get $29)
                      (local.get $12)
                     )
                     (f64.const 0)
                    )
                    (local.get $3)
                   )
                   (i32.and
                    (f64.lt
                     (local.get $35)
                     (f64.const 2147483648)
                    )
                    (f64.gt
                     (local.get $11)
                     (local.get $35)
                    )
                   )
                  )
                  (i32.and
                   (i32.and
                    (i32.and
                     (f64.ge
                      (f64.add
                       (local.get $28)
                       (local.get $12)
                      )
                      (f64.const 0)
                     )
                     (local.get $4)
                    )
                    (i32.and
                     (f64.lt
                      (local.get $34)
                      (f64.const 2147483648)
                     )
                     (f64.gt
                      (local.get $11)
                      (local.get $34)
                     )
                    )
                   )
                   (i32.and
                    (i32.and
                     (i32.and
                      (f64.ge
                       (f64.add
                        (local.get $27)
                        (local.get $12)
                       )
                       (f64.const 0)
                      )
                      (local.get $38)
                     )
                     (i32.and
                      (f64.lt
                       (local.get $33)
                       (f64.const 2147483648)
                      )
                      (f64.gt
                       (local.get $11)
                       (local.get $33)
                      )
                     )
                    )
                    (i32.and
                     (i32.and
                      (i32.and
                       (f64.ge
                        (f64.add
                         (local.get $26)
                         (local.get $12)
                        )
                        (f64.const 0)
                       )
                       (local.get $39)
                      )
                      (i32.and
                       (f64.lt
                        (local.get $32)
                        (f64.const 2147483648)
                       )
                       (f64.gt
                        (local.get $11)
                        (local.get $32)
                       )
                      )
                     )
                     (i32.and
                      (i32.and
                       (i32.and
                        (f64.ge
                         (f64.add
                          (local.get $25)
                          (local.get $12)
                         )
                         (f64.const 0)
                        )
                        (local.get $40)
                       )
                       (i32.and
                        (f64.lt
                         (local.get $31)
                         (f64.const 2147483648)
                        )
                        (f64.gt
                         (local.get $11)
                         (local.get $31)
                        )
                       )
                      )
                      (i32.and
                       (i32.and
                        (f64.ge
                         (f64.add
                          (local.get $20)
                          (local.get $12)
                         )
                         (f64.const 0)
                        )
                        (local.get $41)
                       )
                       (i32.and
                        (f64.lt
                         (local.get $30)
                         (f64.const 2147483648)
                        )
                        (f64.gt
                         (local.get $11)
                         (local.get $30)
                        )
                       )
                      )
                     )
                    )
                   )
                  )
                 )
                )
               )
              )
             )
            )
           )
          )
         )
         (then
          (if
           (i32.lt_s
            (local.get $0)
            (local.get $1)
           )
           (then
            (local.set $3
             (i32.add
              (local.get $5)
              (local.tee $2
               (i32.mul
                (local.get $10)
                (i32.const 28)
               )
              )
             )
            )
            (local.set $4
             (i32.add
              (local.get $2)
              (local.get $7)
             )
            )
            (loop $l11
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
             (if
              (i32.gt_s
               (i32.div_s
                (local.get $6)
                (i32.const 7)
               )
               (i32.const 0)
              )
              (then
               (loop $top9
                (if
                 (i32.ge_u
                  (local.tee $7
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
                (local.set $22
                 (f32.add
                  (f32.add
                   (f32.add
                    (f32.mul
                     (local.tee $13
                      (f32.sub
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $7)
                          (i32.const 2)
                         )
                        )
                       )
                       (f32.load
                        (i32.add
                         (i32.mul
                          (local.get $0)
                          (i32.const 28)
                         )
                         (local.get $3)
                        )
                       )
                      )
                     )
                     (local.get $13)
                    )
                    (block (result f32)
                     (if
                      (i32.ge_u
                       (local.tee $7
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
                      (local.tee $18
                       (f32.sub
                        (f32.load
                         (i32.add
                          (local.get $5)
                          (i32.shl
                           (local.get $7)
                           (i32.const 2)
                          )
                         )
                        )
                        (f32.load
                         (i32.add
                          (i32.add
                           (local.get $3)
                           (i32.mul
                            (local.get $0)
                            (i32.const 28)
                           )
                          )
                          (i32.const 4)
                         )
                        )
                       )
                      )
                      (local.get $18)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $7
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
                     (local.tee $19
                      (f32.sub
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $7)
                          (i32.const 2)
                         )
                        )
                       )
                       (f32.load
                        (i32.add
                         (i32.add
                          (local.get $3)
                          (i32.mul
                           (local.get $0)
                           (i32.const 28)
                          )
                         )
                         (i32.const 8)
                        )
                       )
                      )
                     )
                     (local.get $19)
                    )
                   )
                  )
                  (f32.const 0.009999999776482582)
                 )
                )
                (if
                 (i32.ge_u
                  (local.tee $7
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
                  (global.set $oob_index
                   (local.get $7)
                  )
                  (return
                   (i32.const 1)
                  )
                 )
                )
                (local.set $15
                 (f32.add
                  (local.get $15)
                  (f32.mul
                   (local.get $13)
                   (local.tee $13
                    (f32.div
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $7)
                        (i32.const 2)
                       )
                      )
                     )
                     (f32.mul
                      (f32.sqrt
                       (local.get $22)
                      )
                      (local.get $22)
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
                   (local.get $18)
                   (local.get $13)
                  )
                 )
                )
                (local.set $17
                 (f32.add
                  (local.get $17)
                  (f32.mul
                   (local.get $19)
                   (local.get $13)
                  )
                 )
                )
                (br_if $top9
                 (i32.lt_s
                  (local.tee $2
                   (i32.add
                    (local.get $2)
                    (i32.const 1)
                   )
                  )
                  (i32.div_s
                   (local.get $6)
                   (i32.const 7)
                  )
                 )
                )
               )
              )
             )
             (local.set $13
              (f32.load
               (i32.add
                (local.tee $2
                 (i32.add
                  (local.get $3)
                  (local.tee $7
                   (i32.mul
                    (local.get $0)
                    (i32.const 28)
                   )
                  )
                 )
                )
                (i32.const 24)
               )
              )
             )
             (local.set $18
              (f32.add
               (f32.load
                (i32.add
                 (local.get $2)
                 (i32.const 4)
                )
               )
               (f32.mul
                (local.tee $16
                 (f32.add
                  (f32.load
                   (i32.add
                    (local.get $2)
                    (i32.const 16)
                   )
                  )
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
             (local.set $19
              (f32.add
               (f32.load
                (i32.add
                 (local.get $2)
                 (i32.const 8)
                )
               )
               (f32.mul
                (local.tee $17
                 (f32.add
                  (f32.load
                   (i32.add
                    (local.get $2)
                    (i32.const 20)
                   )
                  )
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
             (f32.store
              (i32.add
               (local.get $4)
               (local.get $7)
              )
              (f32.add
               (f32.load
                (i32.add
                 (local.get $3)
                 (local.get $7)
                )
               )
               (f32.mul
                (local.tee $15
                 (f32.add
                  (f32.load
                   (i32.add
                    (local.get $2)
                    (i32.const 12)
                   )
                  )
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
             (f32.store
              (i32.add
               (local.tee $2
                (i32.add
                 (local.get $4)
                 (local.get $7)
                )
               )
               (i32.const 4)
              )
              (local.get $18)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 8)
              )
              (local.get $19)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 12)
              )
              (local.get $15)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 16)
              )
              (local.get $16)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 20)
              )
              (local.get $17)
             )
             (f32.store
              (i32.add
               (local.get $2)
               (i32.const 24)
              )
              (local.get $13)
             )
             (br_if $l11
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
         )
         (else
          (if
           (i32.lt_s
            (local.get $0)
            (local.get $1)
           )
           (then
            (loop $l5
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
             (if
              (i32.gt_s
               (i32.div_s
                (local.get $6)
                (i32.const 7)
               )
               (i32.const 0)
              )
              (then
               (loop $top3
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
                  (br $folding-inner1)
                 )
                )
                (local.set $22
                 (f32.add
                  (f32.add
                   (f32.add
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
                          (br $folding-inner2)
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
                       (br $folding-inner1)
                      )
                     )
                     (f32.mul
                      (local.tee $18
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
                           (br $folding-inner2)
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
                      (local.get $18)
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
                      (br $folding-inner1)
                     )
                    )
                    (f32.mul
                     (local.tee $19
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
                          (br $folding-inner2)
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
                     (local.get $19)
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
                  (br $folding-inner3)
                 )
                )
                (local.set $15
                 (f32.add
                  (local.get $15)
                  (f32.mul
                   (local.get $13)
                   (local.tee $13
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
                       (local.get $22)
                      )
                      (local.get $22)
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
                   (local.get $18)
                   (local.get $13)
                  )
                 )
                )
                (local.set $17
                 (f32.add
                  (local.get $17)
                  (f32.mul
                   (local.get $19)
                   (local.get $13)
                  )
                 )
                )
                (br_if $top3
                 (i32.lt_s
                  (local.tee $2
                   (i32.add
                    (local.get $2)
                    (i32.const 1)
                   )
                  )
                  (i32.div_s
                   (local.get $6)
                   (i32.const 7)
                  )
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
               (br $folding-inner4)
              )
             )
             (local.set $22
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
               (br $folding-inner4)
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
                 (i32.const 2)
                )
               )
               (local.get $6)
              )
              (then
               (br $folding-inner4)
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
                 (i32.const 3)
                )
               )
               (local.get $6)
              )
              (then
               (br $folding-inner4)
              )
             )
             (local.set $42
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
               (br $folding-inner4)
              )
             )
             (local.set $43
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
               (br $folding-inner4)
              )
             )
             (local.set $44
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
               (br $folding-inner4)
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
             (local.set $18
              (f32.add
               (local.get $18)
               (f32.mul
                (local.tee $16
                 (f32.add
                  (local.get $43)
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
             (local.set $19
              (f32.add
               (local.get $19)
               (f32.mul
                (local.tee $17
                 (f32.add
                  (local.get $44)
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
             (local.set $22
              (f32.add
               (local.get $22)
               (f32.mul
                (local.tee $15
                 (f32.add
                  (local.get $42)
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
               (br $folding-inner5)
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
              (local.get $22)
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
               (br $folding-inner5)
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
              (local.get $18)
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
               (br $folding-inner5)
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
              (local.get $19)
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
               (br $folding-inner5)
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
               (br $folding-inner5)
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
               (br $folding-inner5)
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
               (br $folding-inner5)
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
             (br_if $l5
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
         )
        )
        (return
         (i32.const 0)
        )
       )
       (global.set $oob_site
        (i32.const 0)
       )
       (global.set $oob_index
        (local.get $7)
       )
       (return
        (i32.const 1)
       )
      )
      (global.set $oob_site
       (i32.const 0)
      )
      (br $folding-inner3)
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
