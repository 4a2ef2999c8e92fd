;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 f32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 f32) (result i32)
  (local $13 f64)
  (local $14 f32)
  (local $15 f32)
  (local $16 f64)
  (local $17 f32)
  (local $18 f32)
  (local $19 f64)
  (local $20 f32)
  (local $21 f32)
  (local $22 f32)
  (local $23 f64)
  (local $24 f64)
  (local $25 f64)
  (local $26 f32)
  (local $27 f32)
  (local $28 f32)
  (local $29 f64)
  (local $30 f64)
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
            (f64.lt
             (f64.add
              (local.tee $16
               (f64.mul
                (f64.convert_i32_s
                 (i32.sub
                  (local.get $1)
                  (i32.const 1)
                 )
                )
                (f64.const 4)
               )
              )
              (f64.const 3)
             )
             (f64.const 4503599627370496)
            )
            (f64.ge
             (f64.add
              (local.tee $23
               (f64.min
                (local.get $16)
                (local.tee $13
                 (f64.mul
                  (f64.convert_i32_s
                   (local.get $0)
                  )
                  (f64.const 4)
                 )
                )
               )
              )
              (f64.const 3)
             )
             (f64.const 0)
            )
           )
           (i32.and
            (f64.lt
             (local.tee $13
              (f64.add
               (local.tee $24
                (f64.max
                 (local.get $13)
                 (local.get $16)
                )
               )
               (f64.const 3)
              )
             )
             (local.tee $25
              (f64.convert_i32_u
               (local.get $10)
              )
             )
            )
            (f64.lt
             (local.get $13)
             (f64.const 2147483648)
            )
           )
          )
          (i32.and
           (i32.and
            (local.tee $2
             (i32.and
              (f64.lt
               (f64.add
                (local.get $16)
                (f64.const 2)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $23)
                (f64.const 2)
               )
               (f64.const 0)
              )
             )
            )
            (i32.and
             (f64.lt
              (local.tee $13
               (local.tee $19
                (f64.add
                 (local.get $24)
                 (f64.const 2)
                )
               )
              )
              (local.tee $29
               (f64.convert_i32_u
                (local.get $8)
               )
              )
             )
             (f64.lt
              (local.get $13)
              (f64.const 2147483648)
             )
            )
           )
           (i32.and
            (i32.and
             (i32.and
              (f64.gt
               (local.get $25)
               (local.get $19)
              )
              (f64.lt
               (local.get $13)
               (f64.const 2147483648)
              )
             )
             (local.get $2)
            )
            (i32.and
             (i32.and
              (local.tee $3
               (i32.and
                (f64.lt
                 (f64.add
                  (local.get $16)
                  (f64.const 1)
                 )
                 (f64.const 4503599627370496)
                )
                (f64.ge
                 (f64.add
                  (local.get $23)
                  (f64.const 1)
                 )
                 (f64.const 0)
                )
               )
              )
              (i32.and
               (f64.gt
                (local.get $29)
                (local.tee $13
                 (local.tee $30
                  (f64.add
                   (local.get $24)
                   (f64.const 1)
                  )
                 )
                )
               )
               (f64.lt
                (local.get $13)
                (f64.const 2147483648)
               )
              )
             )
             (i32.and
              (i32.and
               (i32.and
                (f64.gt
                 (local.get $25)
                 (local.get $30)
                )
                (f64.lt
                 (local.get $13)
                 (f64.const 2147483648)
                )
               )
               (local.get $3)
              )
              (i32.and
               (i32.and
                (local.tee $4
                 (i32.and
                  (f64.lt
                   (f64.add
                    (local.get $16)
                    (f64.const 0)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (local.get $23)
                    (f64.const 0)
                   )
                   (f64.const 0)
                  )
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $29)
                  (local.tee $13
                   (local.tee $16
                    (f64.add
                     (local.get $24)
                     (f64.const 0)
                    )
                   )
                  )
                 )
                 (f64.lt
                  (local.get $13)
                  (f64.const 2147483648)
                 )
                )
               )
               (i32.and
                (i32.and
                 (i32.and
                  (f64.gt
                   (local.get $25)
                   (local.get $16)
                  )
                  (f64.lt
                   (local.get $13)
                   (f64.const 2147483648)
                  )
                 )
                 (local.get $4)
                )
                (i32.and
                 (i32.and
                  (i32.and
                   (f64.lt
                    (local.tee $13
                     (local.get $19)
                    )
                    (local.tee $19
                     (f64.convert_i32_u
                      (local.get $6)
                     )
                    )
                   )
                   (f64.lt
                    (local.get $13)
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
                     (local.tee $13
                      (local.get $30)
                     )
                    )
                    (f64.lt
                     (local.get $13)
                     (f64.const 2147483648)
                    )
                   )
                   (local.get $3)
                  )
                  (i32.and
                   (local.get $4)
                   (i32.and
                    (f64.gt
                     (local.get $19)
                     (local.tee $13
                      (local.get $16)
                     )
                    )
                    (f64.lt
                     (local.get $13)
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
         (then
          (if
           (i32.lt_s
            (local.get $0)
            (local.get $1)
           )
           (then
            (loop $l11
             (local.set $26
              (f32.load
               (i32.add
                (local.tee $2
                 (i32.shl
                  (local.get $0)
                  (i32.const 4)
                 )
                )
                (local.get $5)
               )
              )
             )
             (local.set $27
              (f32.load
               (i32.add
                (local.tee $2
                 (i32.add
                  (local.get $2)
                  (local.get $5)
                 )
                )
                (i32.const 4)
               )
              )
             )
             (local.set $28
              (f32.load
               (i32.add
                (local.get $2)
                (i32.const 8)
               )
              )
             )
             (local.set $14
              (f32.const 0)
             )
             (local.set $17
              (f32.const 0)
             )
             (local.set $18
              (f32.const 0)
             )
             (local.set $2
              (i32.const 0)
             )
             (if
              (i32.gt_s
               (local.get $11)
               (i32.const 0)
              )
              (then
               (loop $top9
                (if
                 (i32.ge_u
                  (local.tee $3
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                  (local.get $6)
                 )
                 (then
                  (br $folding-inner0)
                 )
                )
                (local.set $15
                 (f32.div
                  (f32.const 1)
                  (f32.sqrt
                   (f32.add
                    (f32.add
                     (f32.add
                      (f32.mul
                       (local.tee $20
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
                         (local.get $26)
                        )
                       )
                       (local.get $20)
                      )
                      (block (result f32)
                       (if
                        (i32.ge_u
                         (local.tee $3
                          (i32.add
                           (i32.shl
                            (local.get $2)
                            (i32.const 2)
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
                        (local.tee $21
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
                          (local.get $27)
                         )
                        )
                        (local.get $21)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $3
                         (i32.add
                          (i32.shl
                           (local.get $2)
                           (i32.const 2)
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
                      (f32.mul
                       (local.tee $22
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
                         (local.get $28)
                        )
                       )
                       (local.get $22)
                      )
                     )
                    )
                    (f32.const 0.009999999776482582)
                   )
                  )
                 )
                )
                (if
                 (i32.ge_u
                  (local.tee $3
                   (i32.add
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
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
                (local.set $14
                 (f32.add
                  (local.get $14)
                  (f32.mul
                   (local.get $20)
                   (local.tee $15
                    (f32.mul
                     (f32.mul
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
                       (local.get $15)
                      )
                      (local.get $15)
                     )
                     (local.get $15)
                    )
                   )
                  )
                 )
                )
                (local.set $17
                 (f32.add
                  (local.get $17)
                  (f32.mul
                   (local.get $21)
                   (local.get $15)
                  )
                 )
                )
                (local.set $18
                 (f32.add
                  (local.get $18)
                  (f32.mul
                   (local.get $22)
                   (local.get $15)
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
                  (local.get $11)
                 )
                )
               )
              )
             )
             (f32.store
              (i32.add
               (local.tee $2
                (i32.shl
                 (local.get $0)
                 (i32.const 4)
                )
               )
               (local.get $9)
              )
              (f32.add
               (f32.load
                (i32.add
                 (local.get $2)
                 (local.get $7)
                )
               )
               (f32.mul
                (local.get $14)
                (local.get $12)
               )
              )
             )
             (f32.store
              (i32.add
               (local.tee $3
                (i32.add
                 (local.get $2)
                 (local.get $9)
                )
               )
               (i32.const 4)
              )
              (f32.add
               (f32.load
                (i32.add
                 (local.tee $2
                  (i32.add
                   (local.get $2)
                   (local.get $7)
                  )
                 )
                 (i32.const 4)
                )
               )
               (f32.mul
                (local.get $17)
                (local.get $12)
               )
              )
             )
             (f32.store
              (i32.add
               (local.get $3)
               (i32.const 8)
              )
              (f32.add
               (f32.load
                (i32.add
                 (local.get $2)
                 (i32.const 8)
                )
               )
               (f32.mul
                (local.get $18)
                (local.get $12)
               )
              )
             )
             (f32.store
              (i32.add
               (local.get $3)
               (i32.const 12)
              )
              (f32.const 0)
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
             (if
              (i32.ge_u
               (local.tee $2
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (br $folding-inner4)
              )
             )
             (local.set $26
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
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
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
               (br $folding-inner4)
              )
             )
             (local.set $27
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
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                 (i32.const 2)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 2)
               )
               (br $folding-inner4)
              )
             )
             (local.set $28
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
             (local.set $14
              (f32.const 0)
             )
             (local.set $17
              (f32.const 0)
             )
             (local.set $18
              (f32.const 0)
             )
             (local.set $2
              (i32.const 0)
             )
             (if
              (i32.gt_s
               (local.get $11)
               (i32.const 0)
              )
              (then
               (loop $top3
                (if
                 (i32.ge_u
                  (local.tee $3
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                  (local.get $6)
                 )
                 (then
                  (br $folding-inner0)
                 )
                )
                (local.set $15
                 (f32.div
                  (f32.const 1)
                  (f32.sqrt
                   (f32.add
                    (f32.add
                     (f32.add
                      (f32.mul
                       (local.tee $20
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
                         (local.get $26)
                        )
                       )
                       (local.get $20)
                      )
                      (block (result f32)
                       (if
                        (i32.ge_u
                         (local.tee $3
                          (i32.add
                           (i32.shl
                            (local.get $2)
                            (i32.const 2)
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
                        (local.tee $21
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
                          (local.get $27)
                         )
                        )
                        (local.get $21)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $3
                         (i32.add
                          (i32.shl
                           (local.get $2)
                           (i32.const 2)
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
                      (f32.mul
                       (local.tee $22
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
                         (local.get $28)
                        )
                       )
                       (local.get $22)
                      )
                     )
                    )
                    (f32.const 0.009999999776482582)
                   )
                  )
                 )
                )
                (if
                 (i32.ge_u
                  (local.tee $3
                   (i32.add
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
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
                (local.set $14
                 (f32.add
                  (local.get $14)
                  (f32.mul
                   (local.get $20)
                   (local.tee $15
                    (f32.mul
                     (f32.mul
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
                       (local.get $15)
                      )
                      (local.get $15)
                     )
                     (local.get $15)
                    )
                   )
                  )
                 )
                )
                (local.set $17
                 (f32.add
                  (local.get $17)
                  (f32.mul
                   (local.get $21)
                   (local.get $15)
                  )
                 )
                )
                (local.set $18
                 (f32.add
                  (local.get $18)
                  (f32.mul
                   (local.get $22)
                   (local.get $15)
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
                  (local.get $11)
                 )
                )
               )
              )
             )
             (local.set $2
              (local.tee $3
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (if
              (i32.ge_u
               (local.get $3)
               (local.get $8)
              )
              (then
               (global.set $oob_site
                (i32.const 7)
               )
               (br $folding-inner5)
              )
             )
             (local.set $14
              (f32.add
               (f32.load
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $3)
                  (i32.const 2)
                 )
                )
               )
               (f32.mul
                (local.get $14)
                (local.get $12)
               )
              )
             )
             (if
              (i32.ge_u
               (local.get $2)
               (local.get $10)
              )
              (then
               (global.set $oob_site
                (i32.const 8)
               )
               (br $folding-inner4)
              )
             )
             (f32.store
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
              (local.get $14)
             )
             (local.set $2
              (local.tee $3
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
                (i32.const 1)
               )
              )
             )
             (if
              (i32.ge_u
               (local.get $3)
               (local.get $8)
              )
              (then
               (global.set $oob_site
                (i32.const 9)
               )
               (br $folding-inner5)
              )
             )
             (local.set $14
              (f32.add
               (f32.load
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $3)
                  (i32.const 2)
                 )
                )
               )
               (f32.mul
                (local.get $17)
                (local.get $12)
               )
              )
             )
             (if
              (i32.ge_u
               (local.get $2)
               (local.get $10)
              )
              (then
               (global.set $oob_site
                (i32.const 10)
               )
               (br $folding-inner4)
              )
             )
             (f32.store
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
              (local.get $14)
             )
             (local.set $2
              (local.tee $3
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
                (i32.const 2)
               )
              )
             )
             (if
              (i32.ge_u
               (local.get $3)
               (local.get $8)
              )
              (then
               (global.set $oob_site
                (i32.const 11)
               )
               (br $folding-inner5)
              )
             )
             (local.set $14
              (f32.add
               (f32.load
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $3)
                  (i32.const 2)
                 )
                )
               )
               (f32.mul
                (local.get $18)
                (local.get $12)
               )
              )
             )
             (if
              (i32.ge_u
               (local.get $2)
               (local.get $10)
              )
              (then
               (global.set $oob_site
                (i32.const 12)
               )
               (br $folding-inner4)
              )
             )
             (f32.store
              (i32.add
               (local.get $9)
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
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                 (i32.const 3)
                )
               )
               (local.get $10)
              )
              (then
               (global.set $oob_site
                (i32.const 13)
               )
               (br $folding-inner4)
              )
             )
             (f32.store
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
              (f32.const 0)
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
        (i32.const 3)
       )
       (br $folding-inner5)
      )
      (global.set $oob_site
       (i32.const 4)
      )
      (br $folding-inner5)
     )
     (global.set $oob_site
      (i32.const 5)
     )
     (br $folding-inner5)
    )
    (global.set $oob_site
     (i32.const 6)
    )
    (br $folding-inner5)
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
