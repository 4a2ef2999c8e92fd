;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 f32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 f32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (param $17 i32) (result i32)
  (local $18 i32)
  (local $19 i32)
  (local $20 f64)
  (local $21 f32)
  (local $22 f64)
  (local $23 f64)
  (local $24 f64)
  (local $25 i32)
  (local $26 f64)
  (local $27 f64)
  (local $28 f64)
  (local $29 f64)
  (local $30 f64)
  (local $31 f64)
  (local $32 f32)
  (local $33 i32)
  (local $34 f64)
  (local $35 f32)
  (local $36 f64)
  (local $37 f64)
  (local $38 f64)
  (local $39 f64)
  (local $40 f64)
  (local $41 f64)
  (local $42 f64)
  (local $43 f64)
  (local $44 f64)
  (local $45 f64)
  (local $46 f64)
  (local $47 f64)
  (local $48 f64)
  (local $49 f64)
  (local $50 f64)
  (local $51 f64)
  (local $52 f64)
  (local $53 f64)
  (local $54 f64)
  (local $55 f64)
  (local $56 f64)
  (local $57 f64)
  (local $58 f64)
  (local $59 f64)
  (local $60 f64)
  (local $61 f64)
  (local $62 f64)
  (local $63 f64)
  (local.set $37
   (f64.add
    (f64.add
     (f64.max
      (f64.mul
       (local.tee $28
        (f64.add
         (local.tee $48
          (f64.mul
           (local.tee $47
            (f64.convert_i32_s
             (local.get $13)
            )
           )
           (f64.const 3)
          )
         )
         (f64.const 0)
        )
       )
       (local.tee $22
        (f64.convert_i32_s
         (local.get $0)
        )
       )
      )
      (local.tee $49
       (f64.mul
        (local.get $28)
        (local.tee $23
         (f64.convert_i32_s
          (i32.sub
           (local.get $1)
           (i32.const 1)
          )
         )
        )
       )
      )
     )
     (f64.const 0)
    )
    (local.tee $20
     (f64.max
      (local.tee $34
       (f64.mul
        (local.tee $24
         (f64.convert_i32_s
          (i32.sub
           (local.get $3)
           (i32.const 1)
          )
         )
        )
        (f64.const 3)
       )
      )
      (f64.const 0)
     )
    )
   )
  )
  (local.set $38
   (f64.add
    (f64.add
     (f64.max
      (local.tee $50
       (f64.mul
        (local.get $28)
        (local.get $23)
       )
      )
      (f64.mul
       (local.get $28)
       (local.get $22)
      )
     )
     (f64.const 1)
    )
    (local.get $20)
   )
  )
  (local.set $39
   (f64.add
    (f64.add
     (f64.max
      (local.tee $51
       (f64.mul
        (local.get $28)
        (local.get $23)
       )
      )
      (f64.mul
       (local.get $28)
       (local.get $22)
      )
     )
     (f64.const 2)
    )
    (local.get $20)
   )
  )
  (local.set $40
   (f64.add
    (f64.add
     (f64.max
      (f64.mul
       (local.tee $20
        (f64.add
         (local.tee $53
          (f64.mul
           (local.tee $52
            (f64.convert_i32_s
             (local.get $15)
            )
           )
           (f64.const 7)
          )
         )
         (f64.const 0)
        )
       )
       (local.get $22)
      )
      (local.tee $54
       (f64.mul
        (local.get $20)
        (local.get $23)
       )
      )
     )
     (f64.const 4)
    )
    (local.tee $27
     (f64.max
      (local.tee $26
       (f64.mul
        (local.get $24)
        (f64.const 7)
       )
      )
      (f64.const 0)
     )
    )
   )
  )
  (local.set $41
   (f64.add
    (f64.add
     (f64.max
      (local.tee $55
       (f64.mul
        (local.get $20)
        (local.get $23)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $22)
      )
     )
     (f64.const 6)
    )
    (local.get $27)
   )
  )
  (local.set $42
   (f64.add
    (f64.add
     (f64.max
      (local.tee $56
       (f64.mul
        (local.get $20)
        (local.get $23)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $22)
      )
     )
     (f64.const 0)
    )
    (local.get $27)
   )
  )
  (local.set $43
   (f64.add
    (f64.add
     (f64.max
      (local.tee $57
       (f64.mul
        (local.get $20)
        (local.get $23)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $22)
      )
     )
     (f64.const 3)
    )
    (local.get $27)
   )
  )
  (local.set $44
   (f64.add
    (f64.add
     (f64.max
      (local.tee $58
       (f64.mul
        (local.get $20)
        (local.get $23)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $22)
      )
     )
     (f64.const 1)
    )
    (local.get $27)
   )
  )
  (local.set $45
   (f64.add
    (f64.add
     (f64.max
      (local.tee $59
       (f64.mul
        (local.get $20)
        (local.get $23)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $22)
      )
     )
     (f64.const 2)
    )
    (local.get $27)
   )
  )
  (local.set $46
   (f64.add
    (f64.add
     (f64.max
      (local.tee $60
       (f64.mul
        (local.get $20)
        (local.get $23)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $22)
      )
     )
     (f64.const 5)
    )
    (local.get $27)
   )
  )
  (local.set $31
   (f64.add
    (f64.add
     (f64.max
      (f64.mul
       (local.tee $30
        (f64.add
         (local.tee $61
          (f64.mul
           (local.tee $36
            (f64.convert_i32_s
             (local.get $17)
            )
           )
           (f64.const 1)
          )
         )
         (f64.const 0)
        )
       )
       (local.get $22)
      )
      (local.tee $62
       (f64.mul
        (local.get $30)
        (local.get $23)
       )
      )
     )
     (f64.const 0)
    )
    (local.tee $27
     (f64.max
      (local.tee $29
       (f64.mul
        (local.get $24)
        (f64.const 1)
       )
      )
      (f64.const 0)
     )
    )
   )
  )
  (block $folding-inner10
   (block $folding-inner9
    (block $folding-inner8
     (block $folding-inner7
      (block $folding-inner6
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
                    (local.get $29)
                    (f64.const 0)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (local.tee $63
                     (f64.min
                      (local.get $29)
                      (f64.const 0)
                     )
                    )
                    (f64.const 0)
                   )
                   (f64.const 0)
                  )
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $36)
                  (local.tee $24
                   (local.tee $27
                    (f64.add
                     (local.get $27)
                     (f64.const 0)
                    )
                   )
                  )
                 )
                 (f64.lt
                  (local.get $24)
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
                     (local.tee $24
                      (f64.mul
                       (local.get $23)
                       (f64.const 1)
                      )
                     )
                     (f64.const 0)
                    )
                    (f64.const 4503599627370496)
                   )
                   (f64.ge
                    (f64.add
                     (f64.min
                      (local.get $24)
                      (local.tee $36
                       (f64.mul
                        (local.get $22)
                        (f64.const 1)
                       )
                      )
                     )
                     (f64.const 0)
                    )
                    (f64.const 0)
                   )
                  )
                 )
                 (i32.and
                  (f64.lt
                   (local.tee $24
                    (f64.add
                     (f64.max
                      (local.get $24)
                      (local.get $36)
                     )
                     (f64.const 0)
                    )
                   )
                   (f64.convert_i32_s
                    (local.get $16)
                   )
                  )
                  (f64.lt
                   (local.get $24)
                   (f64.const 2147483648)
                  )
                 )
                )
                (i32.and
                 (i32.and
                  (if (result i32)
                   (f64.ge
                    (f64.add
                     (f64.add
                      (f64.min
                       (local.get $62)
                       (f64.mul
                        (local.get $30)
                        (local.get $22)
                       )
                      )
                      (f64.const 0)
                     )
                     (local.get $63)
                    )
                    (f64.const 0)
                   )
                   (then
                    (f64.lt
                     (f64.add
                      (f64.add
                       (f64.mul
                        (f64.add
                         (f64.abs
                          (local.get $61)
                         )
                         (f64.const 0)
                        )
                        (local.get $23)
                       )
                       (f64.const 0)
                      )
                      (local.get $29)
                     )
                     (f64.const 4503599627370496)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                  (i32.and
                   (f64.lt
                    (local.get $31)
                    (f64.const 2147483648)
                   )
                   (f64.gt
                    (f64.convert_i32_u
                     (local.get $10)
                    )
                    (local.get $31)
                   )
                  )
                 )
                 (i32.and
                  (i32.and
                   (i32.and
                    (f64.lt
                     (f64.add
                      (f64.add
                       (local.tee $29
                        (f64.mul
                         (f64.add
                          (f64.abs
                           (local.get $53)
                          )
                          (f64.const 0)
                         )
                         (local.get $23)
                        )
                       )
                       (f64.const 5)
                      )
                      (local.get $26)
                     )
                     (f64.const 4503599627370496)
                    )
                    (f64.ge
                     (f64.add
                      (f64.add
                       (f64.min
                        (local.get $60)
                        (f64.mul
                         (local.get $20)
                         (local.get $22)
                        )
                       )
                       (f64.const 5)
                      )
                      (local.tee $30
                       (f64.min
                        (local.get $26)
                        (f64.const 0)
                       )
                      )
                     )
                     (f64.const 0)
                    )
                   )
                   (i32.and
                    (f64.lt
                     (local.get $46)
                     (f64.const 2147483648)
                    )
                    (f64.gt
                     (local.tee $31
                      (f64.convert_i32_u
                       (local.get $8)
                      )
                     )
                     (local.get $46)
                    )
                   )
                  )
                  (i32.and
                   (i32.and
                    (if (result i32)
                     (f64.lt
                      (f64.add
                       (f64.add
                        (local.get $29)
                        (f64.const 2)
                       )
                       (local.get $26)
                      )
                      (f64.const 4503599627370496)
                     )
                     (then
                      (f64.ge
                       (f64.add
                        (f64.add
                         (f64.min
                          (local.get $59)
                          (f64.mul
                           (local.get $20)
                           (local.get $22)
                          )
                         )
                         (f64.const 2)
                        )
                        (local.get $30)
                       )
                       (f64.const 0)
                      )
                     )
                     (else
                      (i32.const 0)
                     )
                    )
                    (i32.and
                     (f64.lt
                      (local.get $45)
                      (f64.const 2147483648)
                     )
                     (f64.gt
                      (local.get $31)
                      (local.get $45)
                     )
                    )
                   )
                   (i32.and
                    (i32.and
                     (if (result i32)
                      (f64.lt
                       (f64.add
                        (f64.add
                         (local.get $29)
                         (f64.const 1)
                        )
                        (local.get $26)
                       )
                       (f64.const 4503599627370496)
                      )
                      (then
                       (f64.ge
                        (f64.add
                         (f64.add
                          (f64.min
                           (local.get $58)
                           (f64.mul
                            (local.get $20)
                            (local.get $22)
                           )
                          )
                          (f64.const 1)
                         )
                         (local.get $30)
                        )
                        (f64.const 0)
                       )
                      )
                      (else
                       (i32.const 0)
                      )
                     )
                     (i32.and
                      (f64.lt
                       (local.get $44)
                       (f64.const 2147483648)
                      )
                      (f64.gt
                       (local.get $31)
                       (local.get $44)
                      )
                     )
                    )
                    (i32.and
                     (i32.and
                      (if (result i32)
                       (f64.lt
                        (f64.add
                         (f64.add
                          (local.get $29)
                          (f64.const 3)
                         )
                         (local.get $26)
                        )
                        (f64.const 4503599627370496)
                       )
                       (then
                        (f64.ge
                         (f64.add
                          (f64.add
                           (f64.min
                            (local.get $57)
                            (f64.mul
                             (local.get $20)
                             (local.get $22)
                            )
                           )
                           (f64.const 3)
                          )
                          (local.get $30)
                         )
                         (f64.const 0)
                        )
                       )
                       (else
                        (i32.const 0)
                       )
                      )
                      (i32.and
                       (f64.lt
                        (local.get $43)
                        (f64.const 2147483648)
                       )
                       (f64.gt
                        (local.get $31)
                        (local.get $43)
                       )
                      )
                     )
                     (i32.and
                      (i32.and
                       (if (result i32)
                        (f64.lt
                         (f64.add
                          (f64.add
                           (local.get $29)
                           (f64.const 0)
                          )
                          (local.get $26)
                         )
                         (f64.const 4503599627370496)
                        )
                        (then
                         (f64.ge
                          (f64.add
                           (f64.add
                            (f64.min
                             (local.get $56)
                             (f64.mul
                              (local.get $20)
                              (local.get $22)
                             )
                            )
                            (f64.const 0)
                           )
                           (local.get $30)
                          )
                          (f64.const 0)
                         )
                        )
                        (else
                         (i32.const 0)
                        )
                       )
                       (i32.and
                        (f64.lt
                         (local.get $42)
                         (f64.const 2147483648)
                        )
                        (f64.gt
                         (local.get $31)
                         (local.get $42)
                        )
                       )
                      )
                      (i32.and
                       (i32.and
                        (if (result i32)
                         (f64.lt
                          (f64.add
                           (f64.add
                            (local.get $29)
                            (f64.const 6)
                           )
                           (local.get $26)
                          )
                          (f64.const 4503599627370496)
                         )
                         (then
                          (f64.ge
                           (f64.add
                            (f64.add
                             (f64.min
                              (local.get $55)
                              (f64.mul
                               (local.get $20)
                               (local.get $22)
                              )
                             )
                             (f64.const 6)
                            )
                            (local.get $30)
                           )
                           (f64.const 0)
                          )
                         )
                         (else
                          (i32.const 0)
                         )
                        )
                        (i32.and
                         (f64.lt
                          (local.get $41)
                          (f64.const 2147483648)
                         )
                         (f64.gt
                          (local.get $31)
                          (local.get $41)
                         )
                        )
                       )
                       (i32.and
                        (i32.and
                         (if (result i32)
                          (f64.lt
                           (f64.add
                            (f64.add
                             (local.get $29)
                             (f64.const 4)
                            )
                            (local.get $26)
                           )
                           (f64.const 4503599627370496)
                          )
                          (then
                           (f64.ge
                            (f64.add
                             (f64.add
                              (f64.min
                               (local.get $54)
                               (f64.mul
                                (local.get $20)
                                (local.get $22)
                               )
                              )
                              (f64.const 4)
                             )
                             (local.get $30)
                            )
                            (f64.const 0)
                           )
                          )
                          (else
                           (i32.const 0)
                          )
                         )
                         (i32.and
                          (f64.lt
                           (local.get $40)
                           (f64.const 2147483648)
                          )
                          (f64.gt
                           (local.get $31)
                           (local.get $40)
                          )
                         )
                        )
                        (i32.and
                         (i32.and
                          (i32.and
                           (f64.gt
                            (local.get $52)
                            (local.tee $20
                             (local.get $27)
                            )
                           )
                           (f64.lt
                            (local.get $20)
                            (f64.const 2147483648)
                           )
                          )
                          (local.get $2)
                         )
                         (i32.and
                          (i32.and
                           (i32.and
                            (f64.lt
                             (local.tee $20
                              (local.get $24)
                             )
                             (f64.convert_i32_s
                              (local.get $14)
                             )
                            )
                            (f64.lt
                             (local.get $20)
                             (f64.const 2147483648)
                            )
                           )
                           (local.get $4)
                          )
                          (i32.and
                           (i32.and
                            (i32.and
                             (f64.lt
                              (f64.add
                               (f64.add
                                (local.tee $24
                                 (f64.mul
                                  (f64.add
                                   (f64.abs
                                    (local.get $48)
                                   )
                                   (f64.const 0)
                                  )
                                  (local.get $23)
                                 )
                                )
                                (f64.const 2)
                               )
                               (local.get $34)
                              )
                              (f64.const 4503599627370496)
                             )
                             (f64.ge
                              (f64.add
                               (f64.add
                                (f64.min
                                 (local.get $51)
                                 (f64.mul
                                  (local.get $28)
                                  (local.get $22)
                                 )
                                )
                                (f64.const 2)
                               )
                               (local.tee $23
                                (f64.min
                                 (local.get $34)
                                 (f64.const 0)
                                )
                               )
                              )
                              (f64.const 0)
                             )
                            )
                            (i32.and
                             (f64.lt
                              (local.get $39)
                              (f64.const 2147483648)
                             )
                             (f64.gt
                              (local.tee $26
                               (f64.convert_i32_u
                                (local.get $6)
                               )
                              )
                              (local.get $39)
                             )
                            )
                           )
                           (i32.and
                            (i32.and
                             (if (result i32)
                              (f64.lt
                               (f64.add
                                (f64.add
                                 (local.get $24)
                                 (f64.const 1)
                                )
                                (local.get $34)
                               )
                               (f64.const 4503599627370496)
                              )
                              (then
                               (f64.ge
                                (f64.add
                                 (f64.add
                                  (f64.min
                                   (local.get $50)
                                   (f64.mul
                                    (local.get $28)
                                    (local.get $22)
                                   )
                                  )
                                  (f64.const 1)
                                 )
                                 (local.get $23)
                                )
                                (f64.const 0)
                               )
                              )
                              (else
                               (i32.const 0)
                              )
                             )
                             (i32.and
                              (f64.lt
                               (local.get $38)
                               (f64.const 2147483648)
                              )
                              (f64.gt
                               (local.get $26)
                               (local.get $38)
                              )
                             )
                            )
                            (i32.and
                             (i32.and
                              (if (result i32)
                               (f64.lt
                                (f64.add
                                 (f64.add
                                  (local.get $24)
                                  (f64.const 0)
                                 )
                                 (local.get $34)
                                )
                                (f64.const 4503599627370496)
                               )
                               (then
                                (f64.ge
                                 (f64.add
                                  (f64.add
                                   (f64.min
                                    (local.get $49)
                                    (f64.mul
                                     (local.get $28)
                                     (local.get $22)
                                    )
                                   )
                                   (f64.const 0)
                                  )
                                  (local.get $23)
                                 )
                                 (f64.const 0)
                                )
                               )
                               (else
                                (i32.const 0)
                               )
                              )
                              (i32.and
                               (f64.lt
                                (local.get $37)
                                (f64.const 2147483648)
                               )
                               (f64.gt
                                (local.get $26)
                                (local.get $37)
                               )
                              )
                             )
                             (i32.and
                              (i32.and
                               (i32.and
                                (f64.gt
                                 (local.get $47)
                                 (local.tee $28
                                  (local.get $27)
                                 )
                                )
                                (f64.lt
                                 (local.get $28)
                                 (f64.const 2147483648)
                                )
                               )
                               (local.get $2)
                              )
                              (i32.and
                               (local.get $4)
                               (i32.and
                                (f64.lt
                                 (local.get $20)
                                 (f64.const 2147483648)
                                )
                                (f64.gt
                                 (f64.convert_i32_s
                                  (local.get $12)
                                 )
                                 (local.get $20)
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
                 (loop $l9
                  (local.set $2
                   (i32.const 0)
                  )
                  (if
                   (i32.gt_s
                    (local.get $3)
                    (i32.const 0)
                   )
                   (then
                    (local.set $6
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (i32.mul
                        (local.get $0)
                        (i32.mul
                         (local.get $13)
                         (i32.const 3)
                        )
                       )
                       (i32.const 2)
                      )
                     )
                    )
                    (local.set $4
                     (i32.add
                      (local.get $7)
                      (i32.shl
                       (i32.mul
                        (local.get $0)
                        (i32.mul
                         (local.get $15)
                         (i32.const 7)
                        )
                       )
                       (i32.const 2)
                      )
                     )
                    )
                    (local.set $10
                     (i32.add
                      (local.get $9)
                      (i32.shl
                       (i32.mul
                        (local.get $0)
                        (local.get $17)
                       )
                       (i32.const 2)
                      )
                     )
                    )
                    (loop $l7
                     (drop
                      (f32.load
                       (local.tee $19
                        (i32.add
                         (local.tee $14
                          (i32.add
                           (local.get $6)
                           (local.tee $16
                            (i32.mul
                             (local.get $2)
                             (i32.const 12)
                            )
                           )
                          )
                         )
                         (i32.const 4)
                        )
                       )
                      )
                     )
                     (drop
                      (f32.load
                       (local.tee $14
                        (i32.add
                         (local.get $14)
                         (i32.const 8)
                        )
                       )
                      )
                     )
                     (f32.store
                      (local.tee $16
                       (i32.add
                        (local.get $6)
                        (local.get $16)
                       )
                      )
                      (f32.add
                       (f32.load
                        (local.get $16)
                       )
                       (f32.const 1)
                      )
                     )
                     (f32.store
                      (local.get $19)
                      (f32.convert_i32_s
                       (local.get $0)
                      )
                     )
                     (f32.store
                      (local.get $14)
                      (f32.convert_i32_s
                       (local.get $2)
                      )
                     )
                     (f32.store
                      (local.get $14)
                      (f32.add
                       (f32.load
                        (i32.add
                         (i32.add
                          (local.get $6)
                          (i32.mul
                           (local.get $2)
                           (i32.const 12)
                          )
                         )
                         (i32.const 8)
                        )
                       )
                       (f32.mul
                        (f32.load
                         (i32.add
                          (local.tee $14
                           (i32.add
                            (local.get $4)
                            (local.tee $16
                             (i32.mul
                              (local.get $2)
                              (i32.const 28)
                             )
                            )
                           )
                          )
                          (i32.const 16)
                         )
                        )
                        (f32.load
                         (local.tee $19
                          (i32.add
                           (local.get $14)
                           (i32.const 24)
                          )
                         )
                        )
                       )
                      )
                     )
                     (local.set $21
                      (f32.add
                       (f32.load
                        (local.tee $18
                         (i32.add
                          (local.get $14)
                          (i32.const 4)
                         )
                        )
                       )
                       (f32.mul
                        (f32.load
                         (i32.add
                          (i32.add
                           (local.get $4)
                           (i32.mul
                            (local.get $2)
                            (i32.const 28)
                           )
                          )
                          (i32.const 16)
                         )
                        )
                        (local.get $11)
                       )
                      )
                     )
                     (local.set $32
                      (f32.add
                       (f32.load
                        (local.tee $25
                         (i32.add
                          (local.get $14)
                          (i32.const 8)
                         )
                        )
                       )
                       (f32.mul
                        (f32.load
                         (i32.add
                          (local.get $14)
                          (i32.const 20)
                         )
                        )
                        (local.get $11)
                       )
                      )
                     )
                     (f32.store
                      (local.tee $16
                       (i32.add
                        (local.get $4)
                        (local.get $16)
                       )
                      )
                      (f32.add
                       (f32.load
                        (local.get $16)
                       )
                       (f32.mul
                        (f32.load
                         (i32.add
                          (local.get $14)
                          (i32.const 12)
                         )
                        )
                        (local.get $11)
                       )
                      )
                     )
                     (f32.store
                      (local.get $18)
                      (local.get $21)
                     )
                     (f32.store
                      (local.get $25)
                      (local.get $32)
                     )
                     (f32.store
                      (local.get $19)
                      (f32.convert_i32_s
                       (i32.add
                        (i32.mul
                         (local.get $12)
                         (i32.const 10)
                        )
                        (local.get $13)
                       )
                      )
                     )
                     (f32.store
                      (i32.add
                       (i32.shl
                        (local.get $2)
                        (i32.const 2)
                       )
                       (local.get $10)
                      )
                      (f32.add
                       (f32.sqrt
                        (f32.add
                         (f32.add
                          (f32.mul
                           (local.tee $21
                            (f32.load
                             (i32.add
                              (i32.mul
                               (local.get $2)
                               (i32.const 12)
                              )
                              (local.get $6)
                             )
                            )
                           )
                           (local.get $21)
                          )
                          (f32.mul
                           (local.tee $21
                            (f32.load
                             (i32.add
                              (i32.add
                               (local.get $6)
                               (i32.mul
                                (local.get $2)
                                (i32.const 12)
                               )
                              )
                              (i32.const 4)
                             )
                            )
                           )
                           (local.get $21)
                          )
                         )
                         (f32.mul
                          (local.tee $21
                           (f32.load
                            (i32.add
                             (i32.add
                              (local.get $6)
                              (i32.mul
                               (local.get $2)
                               (i32.const 12)
                              )
                             )
                             (i32.const 8)
                            )
                           )
                          )
                          (local.get $21)
                         )
                        )
                       )
                       (f32.convert_i32_s
                        (i32.div_s
                         (local.get $8)
                         (i32.const 7)
                        )
                       )
                      )
                     )
                     (br_if $l7
                      (i32.lt_s
                       (local.tee $2
                        (i32.add
                         (local.get $2)
                         (i32.const 1)
                        )
                       )
                       (local.get $3)
                      )
                     )
                    )
                   )
                  )
                  (br_if $l9
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
                 (loop $l4
                  (local.set $2
                   (i32.const 0)
                  )
                  (if
                   (i32.gt_s
                    (local.get $3)
                    (i32.const 0)
                   )
                   (then
                    (loop $l2
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $12)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 0)
                       )
                       (global.set $oob_index
                        (local.get $0)
                       )
                       (br $folding-inner10)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $13)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 1)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $4
                        (i32.mul
                         (i32.add
                          (local.get $2)
                          (i32.mul
                           (local.get $0)
                           (local.get $13)
                          )
                         )
                         (i32.const 3)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (local.set $21
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
                     (if
                      (i32.ge_u
                       (local.tee $18
                        (i32.add
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
                       (br $folding-inner5)
                      )
                     )
                     (drop
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $18)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $4
                        (i32.add
                         (local.get $4)
                         (i32.const 2)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (drop
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
                     (if
                      (i32.ge_u
                       (local.tee $4
                        (local.get $0)
                       )
                       (local.get $12)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 3)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $13)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 4)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (local.set $18
                      (i32.mul
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $4)
                         (local.get $13)
                        )
                       )
                       (i32.const 3)
                      )
                     )
                     (local.set $21
                      (f32.add
                       (local.get $21)
                       (f32.const 1)
                      )
                     )
                     (if
                      (i32.le_u
                       (local.get $6)
                       (local.get $18)
                      )
                      (then
                       (br $folding-inner2)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $18)
                        (i32.const 2)
                       )
                      )
                      (local.get $21)
                     )
                     (local.set $21
                      (f32.convert_i32_s
                       (local.get $4)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $19
                        (i32.add
                         (local.get $18)
                         (i32.const 1)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 5)
                       )
                       (br $folding-inner8)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $19)
                        (i32.const 2)
                       )
                      )
                      (local.get $21)
                     )
                     (local.set $21
                      (f32.convert_i32_s
                       (local.get $2)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $18
                        (i32.add
                         (local.get $18)
                         (i32.const 2)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner2)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $18)
                        (i32.const 2)
                       )
                      )
                      (local.get $21)
                     )
                     (if
                      (i32.ge_u
                       (local.get $4)
                       (local.get $12)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 6)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $13)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 7)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (local.set $19
                      (i32.mul
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $4)
                         (local.get $13)
                        )
                       )
                       (i32.const 3)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $4)
                       (local.get $14)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 9)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 10)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (local.set $33
                      (i32.mul
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $4)
                         (local.get $15)
                        )
                       )
                       (i32.const 7)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $4)
                       (local.get $14)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 12)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 13)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (local.set $25
                      (i32.mul
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $4)
                         (local.get $15)
                        )
                       )
                       (i32.const 7)
                      )
                     )
                     (local.set $18
                      (local.tee $19
                       (i32.add
                        (local.get $19)
                        (i32.const 2)
                       )
                      )
                     )
                     (if
                      (i32.le_u
                       (local.get $6)
                       (local.get $19)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 8)
                       )
                       (br $folding-inner8)
                      )
                     )
                     (local.set $21
                      (f32.add
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $19)
                          (i32.const 2)
                         )
                        )
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $19
                           (i32.add
                            (local.get $33)
                            (i32.const 4)
                           )
                          )
                          (local.get $8)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 11)
                          )
                          (br $folding-inner8)
                         )
                        )
                        (f32.mul
                         (f32.load
                          (i32.add
                           (local.get $7)
                           (i32.shl
                            (local.get $19)
                            (i32.const 2)
                           )
                          )
                         )
                         (block (result f32)
                          (if
                           (i32.ge_u
                            (local.tee $19
                             (i32.add
                              (local.get $25)
                              (i32.const 6)
                             )
                            )
                            (local.get $8)
                           )
                           (then
                            (global.set $oob_site
                             (i32.const 14)
                            )
                            (br $folding-inner8)
                           )
                          )
                          (f32.load
                           (i32.add
                            (local.get $7)
                            (i32.shl
                             (local.get $19)
                             (i32.const 2)
                            )
                           )
                          )
                         )
                        )
                       )
                      )
                     )
                     (if
                      (i32.le_u
                       (local.get $6)
                       (local.get $18)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 8)
                       )
                       (br $folding-inner5)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $18)
                        (i32.const 2)
                       )
                      )
                      (local.get $21)
                     )
                     (if
                      (i32.ge_u
                       (local.get $4)
                       (local.get $14)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 15)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 16)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (local.set $18
                      (i32.mul
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $4)
                         (local.get $15)
                        )
                       )
                       (i32.const 7)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $4)
                       (local.get $14)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 18)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 19)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (local.set $19
                      (i32.mul
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $4)
                         (local.get $15)
                        )
                       )
                       (i32.const 7)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $4)
                       (local.get $14)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 21)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 22)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (local.set $33
                      (i32.mul
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $4)
                         (local.get $15)
                        )
                       )
                       (i32.const 7)
                      )
                     )
                     (if
                      (i32.le_u
                       (local.get $8)
                       (local.get $19)
                      )
                      (then
                       (br $folding-inner7)
                      )
                     )
                     (local.set $21
                      (f32.add
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $19)
                          (i32.const 2)
                         )
                        )
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $25
                           (i32.add
                            (local.get $33)
                            (i32.const 3)
                           )
                          )
                          (local.get $8)
                         )
                         (then
                          (br $folding-inner9)
                         )
                        )
                        (f32.mul
                         (f32.load
                          (i32.add
                           (local.get $7)
                           (i32.shl
                            (local.get $25)
                            (i32.const 2)
                           )
                          )
                         )
                         (local.get $11)
                        )
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $25
                        (i32.add
                         (local.get $19)
                         (i32.const 1)
                        )
                       )
                       (local.get $8)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 20)
                       )
                       (global.set $oob_index
                        (local.get $25)
                       )
                       (br $folding-inner10)
                      )
                     )
                     (local.set $32
                      (f32.add
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $25)
                          (i32.const 2)
                         )
                        )
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $25
                           (i32.add
                            (local.get $33)
                            (i32.const 4)
                           )
                          )
                          (local.get $8)
                         )
                         (then
                          (br $folding-inner9)
                         )
                        )
                        (f32.mul
                         (f32.load
                          (i32.add
                           (local.get $7)
                           (i32.shl
                            (local.get $25)
                            (i32.const 2)
                           )
                          )
                         )
                         (local.get $11)
                        )
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $19
                        (i32.add
                         (local.get $19)
                         (i32.const 2)
                        )
                       )
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner7)
                      )
                     )
                     (local.set $35
                      (f32.add
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $19)
                          (i32.const 2)
                         )
                        )
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $19
                           (i32.add
                            (local.get $33)
                            (i32.const 5)
                           )
                          )
                          (local.get $8)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 23)
                          )
                          (br $folding-inner8)
                         )
                        )
                        (f32.mul
                         (f32.load
                          (i32.add
                           (local.get $7)
                           (i32.shl
                            (local.get $19)
                            (i32.const 2)
                           )
                          )
                         )
                         (local.get $11)
                        )
                       )
                      )
                     )
                     (if
                      (i32.le_u
                       (local.get $8)
                       (local.get $18)
                      )
                      (then
                       (br $folding-inner3)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $18)
                        (i32.const 2)
                       )
                      )
                      (local.get $21)
                     )
                     (if
                      (i32.ge_u
                       (local.tee $19
                        (i32.add
                         (local.get $18)
                         (i32.const 1)
                        )
                       )
                       (local.get $8)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 17)
                       )
                       (br $folding-inner8)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $19)
                        (i32.const 2)
                       )
                      )
                      (local.get $32)
                     )
                     (if
                      (i32.ge_u
                       (local.tee $18
                        (i32.add
                         (local.get $18)
                         (i32.const 2)
                        )
                       )
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner3)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $18)
                        (i32.const 2)
                       )
                      )
                      (local.get $35)
                     )
                     (if
                      (i32.ge_u
                       (local.get $4)
                       (local.get $14)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 24)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 25)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (local.set $18
                      (i32.add
                       (i32.mul
                        (i32.add
                         (local.get $2)
                         (i32.mul
                          (local.get $4)
                          (local.get $15)
                         )
                        )
                        (i32.const 7)
                       )
                       (i32.const 6)
                      )
                     )
                     (local.set $21
                      (f32.convert_i32_s
                       (i32.add
                        (i32.mul
                         (local.get $12)
                         (i32.const 10)
                        )
                        (local.get $13)
                       )
                      )
                     )
                     (if
                      (i32.le_u
                       (local.get $8)
                       (local.get $18)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 26)
                       )
                       (br $folding-inner5)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $18)
                        (i32.const 2)
                       )
                      )
                      (local.get $21)
                     )
                     (if
                      (i32.ge_u
                       (local.get $4)
                       (local.get $12)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 29)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $13)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 30)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $18
                        (i32.mul
                         (i32.add
                          (local.get $2)
                          (i32.mul
                           (local.get $4)
                           (local.get $13)
                          )
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
                     (local.set $21
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $18)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $19
                        (i32.add
                         (local.get $18)
                         (i32.const 1)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 31)
                       )
                       (br $folding-inner8)
                      )
                     )
                     (local.set $32
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $19)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $18
                        (i32.add
                         (local.get $18)
                         (i32.const 2)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner4)
                      )
                     )
                     (local.set $35
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $18)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $4)
                       (local.get $16)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 27)
                       )
                       (global.set $oob_index
                        (local.get $0)
                       )
                       (br $folding-inner10)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $4
                        (local.get $2)
                       )
                       (local.get $17)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 28)
                       )
                       (br $folding-inner0)
                      )
                     )
                     (local.set $2
                      (i32.add
                       (local.get $4)
                       (i32.mul
                        (local.get $0)
                        (local.get $17)
                       )
                      )
                     )
                     (local.set $21
                      (f32.add
                       (f32.sqrt
                        (f32.add
                         (f32.add
                          (f32.mul
                           (local.get $21)
                           (local.get $21)
                          )
                          (f32.mul
                           (local.get $32)
                           (local.get $32)
                          )
                         )
                         (f32.mul
                          (local.get $35)
                          (local.get $35)
                         )
                        )
                       )
                       (f32.convert_i32_s
                        (i32.div_s
                         (local.get $8)
                         (i32.const 7)
                        )
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
                        (i32.const 32)
                       )
                       (br $folding-inner0)
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
                      (local.get $21)
                     )
                     (br_if $l2
                      (i32.lt_s
                       (local.tee $2
                        (i32.add
                         (local.get $4)
                         (i32.const 1)
                        )
                       )
                       (local.get $3)
                      )
                     )
                    )
                   )
                  )
                  (br_if $l4
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
            (global.set $oob_index
             (local.get $2)
            )
            (br $folding-inner10)
           )
           (global.set $oob_site
            (i32.const 2)
           )
           (br $folding-inner6)
          )
          (global.set $oob_site
           (i32.const 5)
          )
          (br $folding-inner5)
         )
         (global.set $oob_site
          (i32.const 17)
         )
         (br $folding-inner5)
        )
        (global.set $oob_site
         (i32.const 31)
        )
       )
       (global.set $oob_index
        (local.get $18)
       )
       (br $folding-inner10)
      )
      (global.set $oob_index
       (local.get $4)
      )
      (br $folding-inner10)
     )
     (global.set $oob_site
      (i32.const 20)
     )
    )
    (global.set $oob_index
     (local.get $19)
    )
    (br $folding-inner10)
   )
   (global.set $oob_site
    (i32.const 23)
   )
   (global.set $oob_index
    (local.get $25)
   )
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 f32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 f32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (param $17 i32) (result i32)
  (local $18 f64)
  (local $19 f32)
  (local $20 f64)
  (local $21 f64)
  (local $22 f64)
  (local $23 i32)
  (local $24 f64)
  (local $25 f64)
  (local $26 f64)
  (local $27 f64)
  (local $28 f32)
  (local $29 f64)
  (local $30 f32)
  (local $31 f64)
  (local $32 f64)
  (local $33 f64)
  (local $34 f64)
  (local $35 f64)
  (local $36 f64)
  (local $37 f64)
  (local $38 f64)
  (local $39 f64)
  (local $40 f64)
  (local $41 f64)
  (local $42 f64)
  (local $43 f64)
  (local $44 f64)
  (local $45 f64)
  (local $46 f64)
  (local $47 f64)
  (local $48 f64)
  (local $49 f64)
  (local $50 f64)
  (local $51 f64)
  (local $52 f64)
  (local $53 f64)
  (local $54 f64)
  (local $55 i32)
  (local $56 i32)
  (local.set $31
   (f64.add
    (f64.add
     (f64.max
      (f64.mul
       (local.tee $27
        (f64.add
         (local.tee $41
          (f64.mul
           (f64.convert_i32_s
            (local.get $13)
           )
           (f64.const 3)
          )
         )
         (f64.const 0)
        )
       )
       (local.tee $20
        (f64.convert_i32_s
         (local.get $0)
        )
       )
      )
      (local.tee $42
       (f64.mul
        (local.get $27)
        (local.tee $21
         (f64.convert_i32_s
          (i32.sub
           (local.get $1)
           (i32.const 1)
          )
         )
        )
       )
      )
     )
     (f64.const 0)
    )
    (local.tee $18
     (f64.max
      (local.tee $29
       (f64.mul
        (local.tee $24
         (f64.convert_i32_s
          (i32.sub
           (local.get $3)
           (i32.const 1)
          )
         )
        )
        (f64.const 3)
       )
      )
      (f64.const 0)
     )
    )
   )
  )
  (local.set $32
   (f64.add
    (f64.add
     (f64.max
      (local.tee $43
       (f64.mul
        (local.get $27)
        (local.get $21)
       )
      )
      (f64.mul
       (local.get $27)
       (local.get $20)
      )
     )
     (f64.const 1)
    )
    (local.get $18)
   )
  )
  (local.set $33
   (f64.add
    (f64.add
     (f64.max
      (local.tee $44
       (f64.mul
        (local.get $27)
        (local.get $21)
       )
      )
      (f64.mul
       (local.get $27)
       (local.get $20)
      )
     )
     (f64.const 2)
    )
    (local.get $18)
   )
  )
  (local.set $34
   (f64.add
    (f64.add
     (f64.max
      (f64.mul
       (local.tee $18
        (f64.add
         (local.tee $45
          (f64.mul
           (f64.convert_i32_s
            (local.get $15)
           )
           (f64.const 7)
          )
         )
         (f64.const 0)
        )
       )
       (local.get $20)
      )
      (local.tee $46
       (f64.mul
        (local.get $18)
        (local.get $21)
       )
      )
     )
     (f64.const 4)
    )
    (local.tee $22
     (f64.max
      (local.tee $25
       (f64.mul
        (local.get $24)
        (f64.const 7)
       )
      )
      (f64.const 0)
     )
    )
   )
  )
  (local.set $35
   (f64.add
    (f64.add
     (f64.max
      (local.tee $47
       (f64.mul
        (local.get $18)
        (local.get $21)
       )
      )
      (f64.mul
       (local.get $18)
       (local.get $20)
      )
     )
     (f64.const 6)
    )
    (local.get $22)
   )
  )
  (local.set $36
   (f64.add
    (f64.add
     (f64.max
      (local.tee $48
       (f64.mul
        (local.get $18)
        (local.get $21)
       )
      )
      (f64.mul
       (local.get $18)
       (local.get $20)
      )
     )
     (f64.const 0)
    )
    (local.get $22)
   )
  )
  (local.set $37
   (f64.add
    (f64.add
     (f64.max
      (local.tee $49
       (f64.mul
        (local.get $18)
        (local.get $21)
       )
      )
      (f64.mul
       (local.get $18)
       (local.get $20)
      )
     )
     (f64.const 3)
    )
    (local.get $22)
   )
  )
  (local.set $38
   (f64.add
    (f64.add
     (f64.max
      (local.tee $50
       (f64.mul
        (local.get $18)
        (local.get $21)
       )
      )
      (f64.mul
       (local.get $18)
       (local.get $20)
      )
     )
     (f64.const 1)
    )
    (local.get $22)
   )
  )
  (local.set $39
   (f64.add
    (f64.add
     (f64.max
      (local.tee $51
       (f64.mul
        (local.get $18)
        (local.get $21)
       )
      )
      (f64.mul
       (local.get $18)
       (local.get $20)
      )
     )
     (f64.const 2)
    )
    (local.get $22)
   )
  )
  (local.set $40
   (f64.add
    (f64.add
     (f64.max
      (local.tee $52
       (f64.mul
        (local.get $18)
        (local.get $21)
       )
      )
      (f64.mul
       (local.get $18)
       (local.get $20)
      )
     )
     (f64.const 5)
    )
    (local.get $22)
   )
  )
  (local.set $26
   (f64.add
    (f64.add
     (f64.max
      (f64.mul
       (local.tee $22
        (f64.add
         (local.tee $53
          (f64.mul
           (f64.convert_i32_s
            (local.get $17)
           )
           (f64.const 1)
          )
         )
         (f64.const 0)
        )
       )
       (local.get $20)
      )
      (local.tee $54
       (f64.mul
        (local.get $22)
        (local.get $21)
       )
      )
     )
     (f64.const 0)
    )
    (f64.max
     (local.tee $24
      (f64.mul
       (local.get $24)
       (f64.const 1)
      )
     )
     (f64.const 0)
    )
   )
  )
  (block $folding-inner6
   (block $folding-inner5
    (block $folding-inner4
     (block $folding-inner3
      (block $folding-inner2
       (block $folding-inner1
        (block $folding-inner0
         (if
          (i32.and
           (i32.and
            (if (result i32)
             (f64.lt
              (f64.add
               (f64.add
                (f64.mul
                 (f64.add
                  (f64.abs
                   (local.get $53)
                  )
                  (f64.const 0)
                 )
                 (local.get $21)
                )
                (f64.const 0)
               )
               (local.get $24)
              )
              (f64.const 4503599627370496)
             )
             (then
              (f64.ge
               (f64.add
                (f64.add
                 (f64.min
                  (local.get $54)
                  (f64.mul
                   (local.get $22)
                   (local.get $20)
                  )
                 )
                 (f64.const 0)
                )
                (f64.min
                 (local.get $24)
                 (f64.const 0)
                )
               )
               (f64.const 0)
              )
             )
             (else
              (i32.const 0)
             )
            )
            (i32.and
             (f64.lt
              (local.get $26)
              (f64.const 2147483648)
             )
             (f64.gt
              (f64.convert_i32_u
               (local.get $10)
              )
              (local.get $26)
             )
            )
           )
           (i32.and
            (i32.and
             (i32.and
              (f64.lt
               (f64.add
                (f64.add
                 (local.tee $22
                  (f64.mul
                   (f64.add
                    (f64.abs
                     (local.get $45)
                    )
                    (f64.const 0)
                   )
                   (local.get $21)
                  )
                 )
                 (f64.const 5)
                )
                (local.get $25)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (f64.add
                 (f64.min
                  (local.get $52)
                  (f64.mul
                   (local.get $18)
                   (local.get $20)
                  )
                 )
                 (f64.const 5)
                )
                (local.tee $24
                 (f64.min
                  (local.get $25)
                  (f64.const 0)
                 )
                )
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.lt
               (local.get $40)
               (f64.const 2147483648)
              )
              (f64.gt
               (local.tee $26
                (f64.convert_i32_u
                 (local.get $8)
                )
               )
               (local.get $40)
              )
             )
            )
            (i32.and
             (i32.and
              (if (result i32)
               (f64.lt
                (f64.add
                 (f64.add
                  (local.get $22)
                  (f64.const 2)
                 )
                 (local.get $25)
                )
                (f64.const 4503599627370496)
               )
               (then
                (f64.ge
                 (f64.add
                  (f64.add
                   (f64.min
                    (local.get $51)
                    (f64.mul
                     (local.get $18)
                     (local.get $20)
                    )
                   )
                   (f64.const 2)
                  )
                  (local.get $24)
                 )
                 (f64.const 0)
                )
               )
               (else
                (i32.const 0)
               )
              )
              (i32.and
               (f64.lt
                (local.get $39)
                (f64.const 2147483648)
               )
               (f64.gt
                (local.get $26)
                (local.get $39)
               )
              )
             )
             (i32.and
              (i32.and
               (if (result i32)
                (f64.lt
                 (f64.add
                  (f64.add
                   (local.get $22)
                   (f64.const 1)
                  )
                  (local.get $25)
                 )
                 (f64.const 4503599627370496)
                )
                (then
                 (f64.ge
                  (f64.add
                   (f64.add
                    (f64.min
                     (local.get $50)
                     (f64.mul
                      (local.get $18)
                      (local.get $20)
                     )
                    )
                    (f64.const 1)
                   )
                   (local.get $24)
                  )
                  (f64.const 0)
                 )
                )
                (else
                 (i32.const 0)
                )
               )
               (i32.and
                (f64.lt
                 (local.get $38)
                 (f64.const 2147483648)
                )
                (f64.gt
                 (local.get $26)
                 (local.get $38)
                )
               )
              )
              (i32.and
               (i32.and
                (if (result i32)
                 (f64.lt
                  (f64.add
                   (f64.add
                    (local.get $22)
                    (f64.const 3)
                   )
                   (local.get $25)
                  )
                  (f64.const 4503599627370496)
                 )
                 (then
                  (f64.ge
                   (f64.add
                    (f64.add
                     (f64.min
                      (local.get $49)
                      (f64.mul
                       (local.get $18)
                       (local.get $20)
                      )
                     )
                     (f64.const 3)
                    )
                    (local.get $24)
                   )
                   (f64.const 0)
                  )
                 )
                 (else
                  (i32.const 0)
                 )
                )
                (i32.and
                 (f64.lt
                  (local.get $37)
                  (f64.const 2147483648)
                 )
                 (f64.gt
                  (local.get $26)
                  (local.get $37)
                 )
                )
               )
               (i32.and
                (i32.and
                 (if (result i32)
                  (f64.lt
                   (f64.add
                    (f64.add
                     (local.get $22)
                     (f64.const 0)
                    )
                    (local.get $25)
                   )
                   (f64.const 4503599627370496)
                  )
                  (then
                   (f64.ge
                    (f64.add
                     (f64.add
                      (f64.min
                       (local.get $48)
                       (f64.mul
                        (local.get $18)
                        (local.get $20)
                       )
                      )
                      (f64.const 0)
                     )
                     (local.get $24)
                    )
                    (f64.const 0)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                 (i32.and
                  (f64.lt
                   (local.get $36)
                   (f64.const 2147483648)
                  )
                  (f64.gt
                   (local.get $26)
                   (local.get $36)
                  )
                 )
                )
                (i32.and
                 (i32.and
                  (if (result i32)
                   (f64.lt
                    (f64.add
                     (f64.add
                      (local.get $22)
                      (f64.const 6)
                     )
                     (local.get $25)
                    )
                    (f64.const 4503599627370496)
                   )
                   (then
                    (f64.ge
                     (f64.add
                      (f64.add
                       (f64.min
                        (local.get $47)
                        (f64.mul
                         (local.get $18)
                         (local.get $20)
                        )
                       )
                       (f64.const 6)
                      )
                      (local.get $24)
                     )
                     (f64.const 0)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                  (i32.and
                   (f64.lt
                    (local.get $35)
                    (f64.const 2147483648)
                   )
                   (f64.gt
                    (local.get $26)
                    (local.get $35)
                   )
                  )
                 )
                 (i32.and
                  (i32.and
                   (if (result i32)
                    (f64.lt
                     (f64.add
                      (f64.add
                       (local.get $22)
                       (f64.const 4)
                      )
                      (local.get $25)
                     )
                     (f64.const 4503599627370496)
                    )
                    (then
                     (f64.ge
                      (f64.add
                       (f64.add
                        (f64.min
                         (local.get $46)
                         (f64.mul
                          (local.get $18)
                          (local.get $20)
                         )
                        )
                        (f64.const 4)
                       )
                       (local.get $24)
                      )
                      (f64.const 0)
                     )
                    )
                    (else
                     (i32.const 0)
                    )
                   )
                   (i32.and
                    (f64.lt
                     (local.get $34)
                     (f64.const 2147483648)
                    )
                    (f64.gt
                     (local.get $26)
                     (local.get $34)
                    )
                   )
                  )
                  (i32.and
                   (i32.and
                    (i32.and
                     (f64.lt
                      (f64.add
                       (f64.add
                        (local.tee $18
                         (f64.mul
                          (f64.add
                           (f64.abs
                            (local.get $41)
                           )
                           (f64.const 0)
                          )
                          (local.get $21)
                         )
                        )
                        (f64.const 2)
                       )
                       (local.get $29)
                      )
                      (f64.const 4503599627370496)
                     )
                     (f64.ge
                      (f64.add
                       (f64.add
                        (f64.min
                         (local.get $44)
                         (f64.mul
                          (local.get $27)
                          (local.get $20)
                         )
                        )
                        (f64.const 2)
                       )
                       (local.tee $21
                        (f64.min
                         (local.get $29)
                         (f64.const 0)
                        )
                       )
                      )
                      (f64.const 0)
                     )
                    )
                    (i32.and
                     (f64.lt
                      (local.get $33)
                      (f64.const 2147483648)
                     )
                     (f64.gt
                      (local.tee $25
                       (f64.convert_i32_u
                        (local.get $6)
                       )
                      )
                      (local.get $33)
                     )
                    )
                   )
                   (i32.and
                    (i32.and
                     (if (result i32)
                      (f64.lt
                       (f64.add
                        (f64.add
                         (local.get $18)
                         (f64.const 1)
                        )
                        (local.get $29)
                       )
                       (f64.const 4503599627370496)
                      )
                      (then
                       (f64.ge
                        (f64.add
                         (f64.add
                          (f64.min
                           (local.get $43)
                           (f64.mul
                            (local.get $27)
                            (local.get $20)
                           )
                          )
                          (f64.const 1)
                         )
                         (local.get $21)
                        )
                        (f64.const 0)
                       )
                      )
                      (else
                       (i32.const 0)
                      )
                     )
                     (i32.and
                      (f64.lt
                       (local.get $32)
                       (f64.const 2147483648)
                      )
                      (f64.gt
                       (local.get $25)
                       (local.get $32)
                      )
                     )
                    )
                    (i32.and
                     (if (result i32)
                      (f64.lt
                       (f64.add
                        (f64.add
                         (local.get $18)
                         (f64.const 0)
                        )
                        (local.get $29)
                       )
                       (f64.const 4503599627370496)
                      )
                      (then
                       (f64.ge
                        (f64.add
                         (f64.add
                          (f64.min
                           (local.get $42)
                           (f64.mul
                            (local.get $27)
                            (local.get $20)
                           )
                          )
                          (f64.const 0)
                         )
                         (local.get $21)
                        )
                        (f64.const 0)
                       )
                      )
                      (else
                       (i32.const 0)
                      )
                     )
                     (i32.and
                      (f64.lt
                       (local.get $31)
                       (f64.const 2147483648)
                      )
                      (f64.gt
                       (local.get $25)
                       (local.get $31)
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
             (loop $l9
              (local.set $4
               (i32.const 0)
              )
              (if
               (i32.gt_s
                (local.get $3)
                (i32.const 0)
               )
               (then
                (local.set $6
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (i32.mul
                    (local.get $0)
                    (i32.mul
                     (local.get $13)
                     (i32.const 3)
                    )
                   )
                   (i32.const 2)
                  )
                 )
                )
                (local.set $2
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (i32.mul
                    (local.get $0)
                    (i32.mul
                     (local.get $15)
                     (i32.const 7)
                    )
                   )
                   (i32.const 2)
                  )
                 )
                )
                (local.set $10
                 (i32.add
                  (local.get $9)
                  (i32.shl
                   (i32.mul
                    (local.get $0)
                    (local.get $17)
                   )
                   (i32.const 2)
                  )
                 )
                )
                (loop $l7
                 (drop
                  (f32.load
                   (local.tee $23
                    (i32.add
                     (local.tee $14
                      (i32.add
                       (local.get $6)
                       (local.tee $16
                        (i32.mul
                         (local.get $4)
                         (i32.const 12)
                        )
                       )
                      )
                     )
                     (i32.const 4)
                    )
                   )
                  )
                 )
                 (drop
                  (f32.load
                   (local.tee $14
                    (i32.add
                     (local.get $14)
                     (i32.const 8)
                    )
                   )
                  )
                 )
                 (f32.store
                  (local.tee $16
                   (i32.add
                    (local.get $6)
                    (local.get $16)
                   )
                  )
                  (f32.add
                   (f32.load
                    (local.get $16)
                   )
                   (f32.const 1)
                  )
                 )
                 (f32.store
                  (local.get $23)
                  (f32.convert_i32_s
                   (local.get $0)
                  )
                 )
                 (f32.store
                  (local.get $14)
                  (f32.convert_i32_s
                   (local.get $4)
                  )
                 )
                 (f32.store
                  (local.get $14)
                  (f32.add
                   (f32.load
                    (i32.add
                     (i32.add
                      (local.get $6)
                      (i32.mul
                       (local.get $4)
                       (i32.const 12)
                      )
                     )
                     (i32.const 8)
                    )
                   )
                   (f32.mul
                    (f32.load
                     (i32.add
                      (local.tee $14
                       (i32.add
                        (local.get $2)
                        (local.tee $16
                         (i32.mul
                          (local.get $4)
                          (i32.const 28)
                         )
                        )
                       )
                      )
                      (i32.const 16)
                     )
                    )
                    (f32.load
                     (local.tee $23
                      (i32.add
                       (local.get $14)
                       (i32.const 24)
                      )
                     )
                    )
                   )
                  )
                 )
                 (local.set $19
                  (f32.add
                   (f32.load
                    (local.tee $55
                     (i32.add
                      (local.get $14)
                      (i32.const 4)
                     )
                    )
                   )
                   (f32.mul
                    (f32.load
                     (i32.add
                      (i32.add
                       (local.get $2)
                       (i32.mul
                        (local.get $4)
                        (i32.const 28)
                       )
                      )
                      (i32.const 16)
                     )
                    )
                    (local.get $11)
                   )
                  )
                 )
                 (local.set $28
                  (f32.add
                   (f32.load
                    (local.tee $56
                     (i32.add
                      (local.get $14)
                      (i32.const 8)
                     )
                    )
                   )
                   (f32.mul
                    (f32.load
                     (i32.add
                      (local.get $14)
                      (i32.const 20)
                     )
                    )
                    (local.get $11)
                   )
                  )
                 )
                 (f32.store
                  (local.tee $16
                   (i32.add
                    (local.get $2)
                    (local.get $16)
                   )
                  )
                  (f32.add
                   (f32.load
                    (local.get $16)
                   )
                   (f32.mul
                    (f32.load
                     (i32.add
                      (local.get $14)
                      (i32.const 12)
                     )
                    )
                    (local.get $11)
                   )
                  )
                 )
                 (f32.store
                  (local.get $55)
                  (local.get $19)
                 )
                 (f32.store
                  (local.get $56)
                  (local.get $28)
                 )
                 (f32.store
                  (local.get $23)
                  (f32.convert_i32_s
                   (i32.add
                    (i32.mul
                     (local.get $12)
                     (i32.const 10)
                    )
                    (local.get $13)
                   )
                  )
                 )
                 (f32.store
                  (i32.add
                   (i32.shl
                    (local.get $4)
                    (i32.const 2)
                   )
                   (local.get $10)
                  )
                  (f32.add
                   (f32.sqrt
                    (f32.add
                     (f32.add
                      (f32.mul
                       (local.tee $19
                        (f32.load
                         (i32.add
                          (i32.mul
                           (local.get $4)
                           (i32.const 12)
                          )
                          (local.get $6)
                         )
                        )
                       )
                       (local.get $19)
                      )
                      (f32.mul
                       (local.tee $19
                        (f32.load
                         (i32.add
                          (i32.add
                           (local.get $6)
                           (i32.mul
                            (local.get $4)
                            (i32.const 12)
                           )
                          )
                          (i32.const 4)
                         )
                        )
                       )
                       (local.get $19)
                      )
                     )
                     (f32.mul
                      (local.tee $19
                       (f32.load
                        (i32.add
                         (i32.add
                          (local.get $6)
                          (i32.mul
                           (local.get $4)
                           (i32.const 12)
                          )
                         )
                         (i32.const 8)
                        )
                       )
                      )
                      (local.get $19)
                     )
                    )
                   )
                   (f32.convert_i32_s
                    (i32.div_s
                     (local.get $8)
                     (i32.const 7)
                    )
                   )
                  )
                 )
                 (br_if $l7
                  (i32.lt_s
                   (local.tee $4
                    (i32.add
                     (local.get $4)
                     (i32.const 1)
                    )
                   )
                   (local.get $3)
                  )
                 )
                )
               )
              )
              (br_if $l9
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
             (loop $l4
              (local.set $4
               (i32.const 0)
              )
              (if
               (i32.gt_s
                (local.get $3)
                (i32.const 0)
               )
               (then
                (loop $l2
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $0)
                       (local.get $13)
                      )
                      (local.get $4)
                     )
                     (i32.const 3)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner0)
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
                   (local.tee $14
                    (i32.add
                     (local.get $2)
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
                 (drop
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $14)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
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
                 (drop
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
                 (local.set $19
                  (f32.add
                   (local.get $19)
                   (f32.const 1)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $0)
                       (local.get $13)
                      )
                      (local.get $4)
                     )
                     (i32.const 3)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner2)
                  )
                 )
                 (f32.store
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                  (local.get $19)
                 )
                 (local.set $19
                  (f32.convert_i32_s
                   (local.get $0)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $14
                    (i32.add
                     (local.get $2)
                     (i32.const 1)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 5)
                   )
                   (br $folding-inner1)
                  )
                 )
                 (f32.store
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $14)
                    (i32.const 2)
                   )
                  )
                  (local.get $19)
                 )
                 (local.set $19
                  (f32.convert_i32_s
                   (local.get $4)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner2)
                  )
                 )
                 (f32.store
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                  (local.get $19)
                 )
                 (local.set $16
                  (local.tee $23
                   (i32.mul
                    (i32.add
                     (i32.mul
                      (local.get $0)
                      (local.get $15)
                     )
                     (local.get $4)
                    )
                    (i32.const 7)
                   )
                  )
                 )
                 (local.set $2
                  (i32.add
                   (local.tee $14
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $0)
                       (local.get $13)
                      )
                      (local.get $4)
                     )
                     (i32.const 3)
                    )
                   )
                   (i32.const 2)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $14
                    (i32.add
                     (local.get $14)
                     (i32.const 2)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 8)
                   )
                   (br $folding-inner1)
                  )
                 )
                 (local.set $19
                  (f32.add
                   (f32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $14)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $14
                       (i32.add
                        (local.get $16)
                        (i32.const 4)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 11)
                      )
                      (br $folding-inner1)
                     )
                    )
                    (f32.mul
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $14)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $14
                         (i32.add
                          (local.get $23)
                          (i32.const 6)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 14)
                        )
                        (br $folding-inner1)
                       )
                      )
                      (f32.load
                       (i32.add
                        (local.get $7)
                        (i32.shl
                         (local.get $14)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 8)
                   )
                   (br $folding-inner5)
                  )
                 )
                 (f32.store
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                  (local.get $19)
                 )
                 (local.set $2
                  (local.tee $14
                   (i32.mul
                    (i32.add
                     (i32.mul
                      (local.get $0)
                      (local.get $15)
                     )
                     (local.get $4)
                    )
                    (i32.const 7)
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $16
                    (local.get $14)
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 20)
                   )
                   (br $folding-inner1)
                  )
                 )
                 (local.set $19
                  (f32.add
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $16)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $23
                       (i32.add
                        (local.get $14)
                        (i32.const 3)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner6)
                     )
                    )
                    (f32.mul
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $23)
                        (i32.const 2)
                       )
                      )
                     )
                     (local.get $11)
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $23
                    (i32.add
                     (local.get $16)
                     (i32.const 1)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 20)
                   )
                   (global.set $oob_index
                    (local.get $23)
                   )
                   (return
                    (i32.const 1)
                   )
                  )
                 )
                 (local.set $28
                  (f32.add
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $23)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $23
                       (i32.add
                        (local.get $14)
                        (i32.const 4)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner6)
                     )
                    )
                    (f32.mul
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $23)
                        (i32.const 2)
                       )
                      )
                     )
                     (local.get $11)
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $16
                    (i32.add
                     (local.get $16)
                     (i32.const 2)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 20)
                   )
                   (global.set $oob_index
                    (local.get $16)
                   )
                   (return
                    (i32.const 1)
                   )
                  )
                 )
                 (local.set $30
                  (f32.add
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $16)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $14
                       (i32.add
                        (local.get $14)
                        (i32.const 5)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 23)
                      )
                      (br $folding-inner1)
                     )
                    )
                    (f32.mul
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $14)
                        (i32.const 2)
                       )
                      )
                     )
                     (local.get $11)
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $8)
                  )
                  (then
                   (br $folding-inner3)
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
                   (local.tee $14
                    (i32.add
                     (local.get $2)
                     (i32.const 1)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 17)
                   )
                   (br $folding-inner1)
                  )
                 )
                 (f32.store
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $14)
                    (i32.const 2)
                   )
                  )
                  (local.get $28)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (br $folding-inner3)
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
                  (local.get $30)
                 )
                 (local.set $19
                  (f32.convert_i32_s
                   (i32.add
                    (i32.mul
                     (local.get $12)
                     (i32.const 10)
                    )
                    (local.get $13)
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (i32.mul
                      (i32.add
                       (i32.mul
                        (local.get $0)
                        (local.get $15)
                       )
                       (local.get $4)
                      )
                      (i32.const 7)
                     )
                     (i32.const 6)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 26)
                   )
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
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $0)
                       (local.get $13)
                      )
                      (local.get $4)
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
                 (local.set $19
                  (f32.add
                   (f32.sqrt
                    (f32.add
                     (f32.add
                      (f32.mul
                       (local.tee $19
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
                       (local.get $19)
                      )
                      (block (result f32)
                       (if
                        (i32.ge_u
                         (local.tee $14
                          (i32.add
                           (local.get $2)
                           (i32.const 1)
                          )
                         )
                         (local.get $6)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 31)
                         )
                         (br $folding-inner1)
                        )
                       )
                       (f32.mul
                        (local.tee $28
                         (f32.load
                          (i32.add
                           (local.get $5)
                           (i32.shl
                            (local.get $14)
                            (i32.const 2)
                           )
                          )
                         )
                        )
                        (local.get $28)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (i32.add
                          (local.get $2)
                          (i32.const 2)
                         )
                        )
                        (local.get $6)
                       )
                       (then
                        (br $folding-inner4)
                       )
                      )
                      (f32.mul
                       (local.tee $30
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
                       (local.get $30)
                      )
                     )
                    )
                   )
                   (f32.convert_i32_s
                    (i32.div_s
                     (local.get $8)
                     (i32.const 7)
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
                      (local.get $17)
                     )
                     (local.get $4)
                    )
                   )
                   (local.get $10)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 32)
                   )
                   (br $folding-inner5)
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
                  (local.get $19)
                 )
                 (br_if $l2
                  (i32.lt_s
                   (local.tee $4
                    (i32.add
                     (local.get $4)
                     (i32.const 1)
                    )
                   )
                   (local.get $3)
                  )
                 )
                )
               )
              )
              (br_if $l4
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
         (i32.const 2)
        )
        (br $folding-inner5)
       )
       (global.set $oob_index
        (local.get $14)
       )
       (return
        (i32.const 1)
       )
      )
      (global.set $oob_site
       (i32.const 5)
      )
      (br $folding-inner5)
     )
     (global.set $oob_site
      (i32.const 17)
     )
     (br $folding-inner5)
    )
    (global.set $oob_site
     (i32.const 31)
    )
   )
   (global.set $oob_index
    (local.get $2)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_site
   (i32.const 23)
  )
  (global.set $oob_index
   (local.get $23)
  )
  (i32.const 1)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 f32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 f32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (param $17 i32) (param $18 i32) (param $19 i32) (result i32)
  (local $20 f64)
  (local $21 i32)
  (local $22 f32)
  (local $23 f64)
  (local $24 f64)
  (local $25 f64)
  (local $26 f64)
  (local $27 f64)
  (local $28 f64)
  (local $29 i32)
  (local $30 i32)
  (local $31 f64)
  (local $32 f64)
  (local $33 f64)
  (local $34 f64)
  (local $35 f32)
  (local $36 f64)
  (local $37 f64)
  (local $38 f64)
  (local $39 f64)
  (local $40 f32)
  (local $41 f64)
  (local $42 f64)
  (local $43 f64)
  (local $44 f64)
  (local $45 f64)
  (local $46 f64)
  (local $47 f64)
  (local $48 f64)
  (local $49 f64)
  (local $50 f64)
  (local $51 f64)
  (local $52 f64)
  (local $53 f64)
  (local $54 f64)
  (local $55 f64)
  (local $56 f64)
  (local $57 f64)
  (local $58 f64)
  (local $59 f64)
  (local $60 f64)
  (local $61 f64)
  (local $62 f64)
  (local $63 f64)
  (local $64 f64)
  (local $65 f64)
  (local $66 f64)
  (local $67 f64)
  (local $68 f64)
  (local $69 f64)
  (local $70 f64)
  (local $71 f64)
  (local $72 f64)
  (local $73 f64)
  (local $74 f64)
  (local $75 f64)
  (local $76 f64)
  (local $77 f64)
  (local $78 f64)
  (local $79 f64)
  (local $80 f64)
  (local $81 f64)
  (local $82 f64)
  (local $83 f64)
  (local $84 f64)
  (local $85 f64)
  (local $86 f64)
  (local $87 f64)
  (local $88 f64)
  (local $89 f64)
  (local.set $43
   (f64.add
    (local.tee $36
     (f64.add
      (local.tee $38
       (f64.mul
        (local.tee $27
         (f64.convert_i32_s
          (local.get $18)
         )
        )
        (f64.const 1)
       )
      )
      (f64.const 0)
     )
    )
    (local.tee $42
     (f64.max
      (local.tee $58
       (f64.mul
        (local.tee $23
         (f64.convert_i32_s
          (local.get $0)
         )
        )
        (f64.const 1)
       )
      )
      (local.tee $31
       (f64.mul
        (local.tee $25
         (f64.convert_i32_s
          (i32.sub
           (local.get $1)
           (i32.const 1)
          )
         )
        )
        (f64.const 1)
       )
      )
     )
    )
   )
  )
  (local.set $44
   (f64.add
    (local.tee $37
     (f64.add
      (local.tee $34
       (f64.mul
        (local.tee $20
         (f64.convert_i32_s
          (local.get $19)
         )
        )
        (f64.const 1)
       )
      )
      (f64.const 0)
     )
    )
    (local.tee $41
     (f64.max
      (local.tee $32
       (f64.mul
        (local.tee $26
         (f64.convert_i32_s
          (i32.sub
           (local.get $3)
           (i32.const 1)
          )
         )
        )
        (f64.const 1)
       )
      )
      (f64.const 0)
     )
    )
   )
  )
  (local.set $46
   (f64.add
    (f64.add
     (local.tee $62
      (local.tee $28
       (f64.add
        (f64.add
         (local.tee $60
          (f64.mul
           (local.tee $45
            (f64.mul
             (local.tee $59
              (f64.convert_i32_s
               (local.get $13)
              )
             )
             (f64.const 3)
            )
           )
           (local.get $27)
          )
         )
         (f64.const 0)
        )
        (local.tee $61
         (f64.mul
          (local.get $20)
          (f64.const 3)
         )
        )
       )
      )
     )
     (f64.max
      (f64.mul
       (local.tee $33
        (f64.add
         (local.get $45)
         (f64.const 0)
        )
       )
       (local.get $23)
      )
      (local.tee $63
       (f64.mul
        (local.get $33)
        (local.get $25)
       )
      )
     )
    )
    (local.tee $24
     (f64.max
      (local.tee $39
       (f64.mul
        (local.get $26)
        (f64.const 3)
       )
      )
      (f64.const 0)
     )
    )
   )
  )
  (local.set $47
   (f64.add
    (f64.add
     (local.tee $64
      (f64.add
       (local.get $28)
       (f64.const 1)
      )
     )
     (f64.max
      (local.tee $65
       (f64.mul
        (local.get $33)
        (local.get $25)
       )
      )
      (f64.mul
       (local.get $33)
       (local.get $23)
      )
     )
    )
    (local.get $24)
   )
  )
  (local.set $48
   (f64.add
    (f64.add
     (local.tee $66
      (f64.add
       (local.get $28)
       (f64.const 2)
      )
     )
     (f64.max
      (local.tee $67
       (f64.mul
        (local.get $33)
        (local.get $25)
       )
      )
      (f64.mul
       (local.get $33)
       (local.get $23)
      )
     )
    )
    (local.get $24)
   )
  )
  (local.set $50
   (f64.add
    (f64.add
     (local.tee $71
      (f64.add
       (local.tee $28
        (f64.add
         (f64.add
          (local.tee $69
           (f64.mul
            (local.tee $49
             (f64.mul
              (local.tee $68
               (f64.convert_i32_s
                (local.get $15)
               )
              )
              (f64.const 7)
             )
            )
            (local.get $27)
           )
          )
          (f64.const 0)
         )
         (local.tee $70
          (f64.mul
           (local.get $20)
           (f64.const 7)
          )
         )
        )
       )
       (f64.const 4)
      )
     )
     (f64.max
      (f64.mul
       (local.tee $20
        (f64.add
         (local.get $49)
         (f64.const 0)
        )
       )
       (local.get $23)
      )
      (local.tee $72
       (f64.mul
        (local.get $20)
        (local.get $25)
       )
      )
     )
    )
    (local.tee $24
     (f64.max
      (local.tee $26
       (f64.mul
        (local.get $26)
        (f64.const 7)
       )
      )
      (f64.const 0)
     )
    )
   )
  )
  (local.set $51
   (f64.add
    (f64.add
     (local.tee $73
      (f64.add
       (local.get $28)
       (f64.const 6)
      )
     )
     (f64.max
      (local.tee $74
       (f64.mul
        (local.get $20)
        (local.get $25)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $23)
      )
     )
    )
    (local.get $24)
   )
  )
  (local.set $52
   (f64.add
    (f64.add
     (local.get $28)
     (f64.max
      (local.tee $75
       (f64.mul
        (local.get $20)
        (local.get $25)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $23)
      )
     )
    )
    (local.get $24)
   )
  )
  (local.set $53
   (f64.add
    (f64.add
     (local.tee $76
      (f64.add
       (local.get $28)
       (f64.const 3)
      )
     )
     (f64.max
      (local.tee $77
       (f64.mul
        (local.get $20)
        (local.get $25)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $23)
      )
     )
    )
    (local.get $24)
   )
  )
  (local.set $54
   (f64.add
    (f64.add
     (local.tee $78
      (f64.add
       (local.get $28)
       (f64.const 1)
      )
     )
     (f64.max
      (local.tee $79
       (f64.mul
        (local.get $20)
        (local.get $25)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $23)
      )
     )
    )
    (local.get $24)
   )
  )
  (local.set $55
   (f64.add
    (f64.add
     (local.tee $80
      (f64.add
       (local.get $28)
       (f64.const 2)
      )
     )
     (f64.max
      (local.tee $81
       (f64.mul
        (local.get $20)
        (local.get $25)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $23)
      )
     )
    )
    (local.get $24)
   )
  )
  (local.set $56
   (f64.add
    (f64.add
     (local.tee $82
      (f64.add
       (local.get $28)
       (f64.const 5)
      )
     )
     (f64.max
      (local.tee $83
       (f64.mul
        (local.get $20)
        (local.get $25)
       )
      )
      (f64.mul
       (local.get $20)
       (local.get $23)
      )
     )
    )
    (local.get $24)
   )
  )
  (local.set $57
   (f64.add
    (f64.add
     (local.tee $86
      (f64.add
       (f64.add
        (local.tee $85
         (f64.mul
          (local.tee $24
           (f64.mul
            (local.tee $84
             (f64.convert_i32_s
              (local.get $17)
             )
            )
            (f64.const 1)
           )
          )
          (local.get $27)
         )
        )
        (f64.const 0)
       )
       (local.get $34)
      )
     )
     (f64.max
      (f64.mul
       (local.tee $27
        (f64.add
         (local.get $24)
         (f64.const 0)
        )
       )
       (local.get $23)
      )
      (local.tee $87
       (f64.mul
        (local.get $27)
        (local.get $25)
       )
      )
     )
    )
    (local.get $41)
   )
  )
  (block $folding-inner8
   (block $folding-inner7
    (block $folding-inner6
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
                   (local.tee $88
                    (f64.abs
                     (local.get $34)
                    )
                   )
                   (f64.const 0)
                  )
                  (local.get $32)
                 )
                 (f64.const 4503599627370496)
                )
               )
               (f64.ge
                (f64.add
                 (local.get $37)
                 (local.tee $34
                  (f64.min
                   (local.get $32)
                   (f64.const 0)
                  )
                 )
                )
                (f64.const 0)
               )
              )
              (i32.and
               (f64.gt
                (local.get $84)
                (local.tee $89
                 (f64.add
                  (local.get $37)
                  (local.get $41)
                 )
                )
               )
               (f64.lt
                (local.get $89)
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
                    (f64.abs
                     (local.get $38)
                    )
                    (f64.const 0)
                   )
                   (local.get $31)
                  )
                  (f64.const 4503599627370496)
                 )
                )
                (f64.ge
                 (f64.add
                  (local.get $36)
                  (local.tee $38
                   (f64.min
                    (local.get $31)
                    (local.get $58)
                   )
                  )
                 )
                 (f64.const 0)
                )
               )
               (i32.and
                (f64.lt
                 (local.tee $31
                  (f64.add
                   (local.get $36)
                   (local.get $42)
                  )
                 )
                 (f64.convert_i32_s
                  (local.get $16)
                 )
                )
                (f64.lt
                 (local.get $31)
                 (f64.const 2147483648)
                )
               )
              )
              (i32.and
               (i32.and
                (if (result i32)
                 (f64.ge
                  (f64.add
                   (f64.add
                    (local.get $86)
                    (f64.min
                     (local.get $87)
                     (f64.mul
                      (local.get $27)
                      (local.get $23)
                     )
                    )
                   )
                   (local.get $34)
                  )
                  (f64.const 0)
                 )
                 (then
                  (f64.lt
                   (f64.add
                    (f64.add
                     (f64.add
                      (f64.add
                       (f64.abs
                        (local.get $85)
                       )
                       (f64.const 0)
                      )
                      (local.get $88)
                     )
                     (f64.mul
                      (f64.add
                       (f64.abs
                        (local.get $24)
                       )
                       (f64.const 0)
                      )
                      (local.get $25)
                     )
                    )
                    (local.get $32)
                   )
                   (f64.const 4503599627370496)
                  )
                 )
                 (else
                  (i32.const 0)
                 )
                )
                (i32.and
                 (f64.lt
                  (local.get $57)
                  (f64.const 2147483648)
                 )
                 (f64.gt
                  (f64.convert_i32_u
                   (local.get $10)
                  )
                  (local.get $57)
                 )
                )
               )
               (i32.and
                (i32.and
                 (i32.and
                  (f64.lt
                   (f64.add
                    (f64.add
                     (f64.add
                      (local.tee $24
                       (f64.add
                        (f64.add
                         (f64.abs
                          (local.get $69)
                         )
                         (f64.const 0)
                        )
                        (f64.abs
                         (local.get $70)
                        )
                       )
                      )
                      (f64.const 5)
                     )
                     (local.tee $27
                      (f64.mul
                       (f64.add
                        (f64.abs
                         (local.get $49)
                        )
                        (f64.const 0)
                       )
                       (local.get $25)
                      )
                     )
                    )
                    (local.get $26)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (f64.add
                     (local.get $82)
                     (f64.min
                      (local.get $83)
                      (f64.mul
                       (local.get $20)
                       (local.get $23)
                      )
                     )
                    )
                    (local.tee $32
                     (f64.min
                      (local.get $26)
                      (f64.const 0)
                     )
                    )
                   )
                   (f64.const 0)
                  )
                 )
                 (i32.and
                  (f64.lt
                   (local.get $56)
                   (f64.const 2147483648)
                  )
                  (f64.gt
                   (local.tee $31
                    (f64.convert_i32_u
                     (local.get $8)
                    )
                   )
                   (local.get $56)
                  )
                 )
                )
                (i32.and
                 (i32.and
                  (if (result i32)
                   (f64.lt
                    (f64.add
                     (f64.add
                      (f64.add
                       (local.get $24)
                       (f64.const 2)
                      )
                      (local.get $27)
                     )
                     (local.get $26)
                    )
                    (f64.const 4503599627370496)
                   )
                   (then
                    (f64.ge
                     (f64.add
                      (f64.add
                       (local.get $80)
                       (f64.min
                        (local.get $81)
                        (f64.mul
                         (local.get $20)
                         (local.get $23)
                        )
                       )
                      )
                      (local.get $32)
                     )
                     (f64.const 0)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                  (i32.and
                   (f64.lt
                    (local.get $55)
                    (f64.const 2147483648)
                   )
                   (f64.gt
                    (local.get $31)
                    (local.get $55)
                   )
                  )
                 )
                 (i32.and
                  (i32.and
                   (if (result i32)
                    (f64.lt
                     (f64.add
                      (f64.add
                       (f64.add
                        (local.get $24)
                        (f64.const 1)
                       )
                       (local.get $27)
                      )
                      (local.get $26)
                     )
                     (f64.const 4503599627370496)
                    )
                    (then
                     (f64.ge
                      (f64.add
                       (f64.add
                        (local.get $78)
                        (f64.min
                         (local.get $79)
                         (f64.mul
                          (local.get $20)
                          (local.get $23)
                         )
                        )
                       )
                       (local.get $32)
                      )
                      (f64.const 0)
                     )
                    )
                    (else
                     (i32.const 0)
                    )
                   )
                   (i32.and
                    (f64.lt
                     (local.get $54)
                     (f64.const 2147483648)
                    )
                    (f64.gt
                     (local.get $31)
                     (local.get $54)
                    )
                   )
                  )
                  (i32.and
                   (i32.and
                    (if (result i32)
                     (f64.lt
                      (f64.add
                       (f64.add
                        (f64.add
                         (local.get $24)
                         (f64.const 3)
                        )
                        (local.get $27)
                       )
                       (local.get $26)
                      )
                      (f64.const 4503599627370496)
                     )
                     (then
                      (f64.ge
                       (f64.add
                        (f64.add
                         (local.get $76)
                         (f64.min
                          (local.get $77)
                          (f64.mul
                           (local.get $20)
                           (local.get $23)
                          )
                         )
                        )
                        (local.get $32)
                       )
                       (f64.const 0)
                      )
                     )
                     (else
                      (i32.const 0)
                     )
                    )
                    (i32.and
                     (f64.lt
                      (local.get $53)
                      (f64.const 2147483648)
                     )
                     (f64.gt
                      (local.get $31)
                      (local.get $53)
                     )
                    )
                   )
                   (i32.and
                    (i32.and
                     (if (result i32)
                      (f64.lt
                       (f64.add
                        (f64.add
                         (local.get $24)
                         (local.get $27)
                        )
                        (local.get $26)
                       )
                       (f64.const 4503599627370496)
                      )
                      (then
                       (f64.ge
                        (f64.add
                         (f64.add
                          (local.get $28)
                          (f64.min
                           (local.get $75)
                           (f64.mul
                            (local.get $20)
                            (local.get $23)
                           )
                          )
                         )
                         (local.get $32)
                        )
                        (f64.const 0)
                       )
                      )
                      (else
                       (i32.const 0)
                      )
                     )
                     (i32.and
                      (f64.lt
                       (local.get $52)
                       (f64.const 2147483648)
                      )
                      (f64.gt
                       (local.get $31)
                       (local.get $52)
                      )
                     )
                    )
                    (i32.and
                     (i32.and
                      (if (result i32)
                       (f64.lt
                        (f64.add
                         (f64.add
                          (f64.add
                           (local.get $24)
                           (f64.const 6)
                          )
                          (local.get $27)
                         )
                         (local.get $26)
                        )
                        (f64.const 4503599627370496)
                       )
                       (then
                        (f64.ge
                         (f64.add
                          (f64.add
                           (local.get $73)
                           (f64.min
                            (local.get $74)
                            (f64.mul
                             (local.get $20)
                             (local.get $23)
                            )
                           )
                          )
                          (local.get $32)
                         )
                         (f64.const 0)
                        )
                       )
                       (else
                        (i32.const 0)
                       )
                      )
                      (i32.and
                       (f64.lt
                        (local.get $51)
                        (f64.const 2147483648)
                       )
                       (f64.gt
                        (local.get $31)
                        (local.get $51)
                       )
                      )
                     )
                     (i32.and
                      (i32.and
                       (if (result i32)
                        (f64.lt
                         (f64.add
                          (f64.add
                           (f64.add
                            (local.get $24)
                            (f64.const 4)
                           )
                           (local.get $27)
                          )
                          (local.get $26)
                         )
                         (f64.const 4503599627370496)
                        )
                        (then
                         (f64.ge
                          (f64.add
                           (f64.add
                            (local.get $71)
                            (f64.min
                             (local.get $72)
                             (f64.mul
                              (local.get $20)
                              (local.get $23)
                             )
                            )
                           )
                           (local.get $32)
                          )
                          (f64.const 0)
                         )
                        )
                        (else
                         (i32.const 0)
                        )
                       )
                       (i32.and
                        (f64.lt
                         (local.get $50)
                         (f64.const 2147483648)
                        )
                        (f64.gt
                         (local.get $31)
                         (local.get $50)
                        )
                       )
                      )
                      (i32.and
                       (i32.and
                        (i32.and
                         (f64.ge
                          (f64.add
                           (local.get $37)
                           (local.get $34)
                          )
                          (f64.const 0)
                         )
                         (local.get $2)
                        )
                        (i32.and
                         (f64.gt
                          (local.get $68)
                          (local.tee $20
                           (f64.add
                            (local.get $37)
                            (local.get $41)
                           )
                          )
                         )
                         (f64.lt
                          (local.get $20)
                          (f64.const 2147483648)
                         )
                        )
                       )
                       (i32.and
                        (i32.and
                         (i32.and
                          (f64.ge
                           (f64.add
                            (local.get $36)
                            (local.get $38)
                           )
                           (f64.const 0)
                          )
                          (local.get $4)
                         )
                         (i32.and
                          (f64.lt
                           (local.tee $20
                            (f64.add
                             (local.get $36)
                             (local.get $42)
                            )
                           )
                           (f64.convert_i32_s
                            (local.get $14)
                           )
                          )
                          (f64.lt
                           (local.get $20)
                           (f64.const 2147483648)
                          )
                         )
                        )
                        (i32.and
                         (i32.and
                          (i32.and
                           (f64.lt
                            (f64.add
                             (f64.add
                              (f64.add
                               (local.tee $20
                                (f64.add
                                 (f64.add
                                  (f64.abs
                                   (local.get $60)
                                  )
                                  (f64.const 0)
                                 )
                                 (f64.abs
                                  (local.get $61)
                                 )
                                )
                               )
                               (f64.const 2)
                              )
                              (local.tee $25
                               (f64.mul
                                (f64.add
                                 (f64.abs
                                  (local.get $45)
                                 )
                                 (f64.const 0)
                                )
                                (local.get $25)
                               )
                              )
                             )
                             (local.get $39)
                            )
                            (f64.const 4503599627370496)
                           )
                           (f64.ge
                            (f64.add
                             (f64.add
                              (local.get $66)
                              (f64.min
                               (local.get $67)
                               (f64.mul
                                (local.get $33)
                                (local.get $23)
                               )
                              )
                             )
                             (local.tee $26
                              (f64.min
                               (local.get $39)
                               (f64.const 0)
                              )
                             )
                            )
                            (f64.const 0)
                           )
                          )
                          (i32.and
                           (f64.lt
                            (local.get $48)
                            (f64.const 2147483648)
                           )
                           (f64.gt
                            (local.tee $28
                             (f64.convert_i32_u
                              (local.get $6)
                             )
                            )
                            (local.get $48)
                           )
                          )
                         )
                         (i32.and
                          (i32.and
                           (if (result i32)
                            (f64.lt
                             (f64.add
                              (f64.add
                               (f64.add
                                (local.get $20)
                                (f64.const 1)
                               )
                               (local.get $25)
                              )
                              (local.get $39)
                             )
                             (f64.const 4503599627370496)
                            )
                            (then
                             (f64.ge
                              (f64.add
                               (f64.add
                                (local.get $64)
                                (f64.min
                                 (local.get $65)
                                 (f64.mul
                                  (local.get $33)
                                  (local.get $23)
                                 )
                                )
                               )
                               (local.get $26)
                              )
                              (f64.const 0)
                             )
                            )
                            (else
                             (i32.const 0)
                            )
                           )
                           (i32.and
                            (f64.lt
                             (local.get $47)
                             (f64.const 2147483648)
                            )
                            (f64.gt
                             (local.get $28)
                             (local.get $47)
                            )
                           )
                          )
                          (i32.and
                           (i32.and
                            (if (result i32)
                             (f64.lt
                              (f64.add
                               (f64.add
                                (local.get $20)
                                (local.get $25)
                               )
                               (local.get $39)
                              )
                              (f64.const 4503599627370496)
                             )
                             (then
                              (f64.ge
                               (f64.add
                                (f64.add
                                 (local.get $62)
                                 (f64.min
                                  (local.get $63)
                                  (f64.mul
                                   (local.get $33)
                                   (local.get $23)
                                  )
                                 )
                                )
                                (local.get $26)
                               )
                               (f64.const 0)
                              )
                             )
                             (else
                              (i32.const 0)
                             )
                            )
                            (i32.and
                             (f64.lt
                              (local.get $46)
                              (f64.const 2147483648)
                             )
                             (f64.gt
                              (local.get $28)
                              (local.get $46)
                             )
                            )
                           )
                           (i32.and
                            (i32.and
                             (i32.and
                              (f64.ge
                               (f64.add
                                (local.get $37)
                                (local.get $34)
                               )
                               (f64.const 0)
                              )
                              (local.get $2)
                             )
                             (i32.and
                              (f64.lt
                               (local.get $44)
                               (local.get $59)
                              )
                              (f64.lt
                               (local.get $44)
                               (f64.const 2147483648)
                              )
                             )
                            )
                            (i32.and
                             (i32.and
                              (f64.ge
                               (f64.add
                                (local.get $36)
                                (local.get $38)
                               )
                               (f64.const 0)
                              )
                              (local.get $4)
                             )
                             (i32.and
                              (f64.lt
                               (local.get $43)
                               (f64.const 2147483648)
                              )
                              (f64.gt
                               (f64.convert_i32_s
                                (local.get $12)
                               )
                               (local.get $43)
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
               (loop $l9
                (local.set $21
                 (i32.const 0)
                )
                (if
                 (i32.gt_s
                  (local.get $3)
                  (i32.const 0)
                 )
                 (then
                  (local.set $4
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (i32.add
                      (i32.add
                       (i32.mul
                        (local.get $18)
                        (local.tee $2
                         (i32.mul
                          (local.get $13)
                          (i32.const 3)
                         )
                        )
                       )
                       (i32.mul
                        (local.get $19)
                        (i32.const 3)
                       )
                      )
                      (i32.mul
                       (local.get $0)
                       (local.get $2)
                      )
                     )
                     (i32.const 2)
                    )
                   )
                  )
                  (local.set $2
                   (i32.add
                    (local.get $7)
                    (i32.shl
                     (i32.add
                      (i32.add
                       (i32.mul
                        (local.get $18)
                        (local.tee $2
                         (i32.mul
                          (local.get $15)
                          (i32.const 7)
                         )
                        )
                       )
                       (i32.mul
                        (local.get $19)
                        (i32.const 7)
                       )
                      )
                      (i32.mul
                       (local.get $0)
                       (local.get $2)
                      )
                     )
                     (i32.const 2)
                    )
                   )
                  )
                  (local.set $6
                   (i32.add
                    (local.get $9)
                    (i32.shl
                     (i32.add
                      (i32.add
                       (local.get $19)
                       (i32.mul
                        (local.get $17)
                        (local.get $18)
                       )
                      )
                      (i32.mul
                       (local.get $0)
                       (local.get $17)
                      )
                     )
                     (i32.const 2)
                    )
                   )
                  )
                  (loop $l7
                   (drop
                    (f32.load
                     (local.tee $16
                      (i32.add
                       (local.tee $10
                        (i32.add
                         (local.get $4)
                         (local.tee $14
                          (i32.mul
                           (local.get $21)
                           (i32.const 12)
                          )
                         )
                        )
                       )
                       (i32.const 4)
                      )
                     )
                    )
                   )
                   (drop
                    (f32.load
                     (local.tee $10
                      (i32.add
                       (local.get $10)
                       (i32.const 8)
                      )
                     )
                    )
                   )
                   (f32.store
                    (local.tee $14
                     (i32.add
                      (local.get $4)
                      (local.get $14)
                     )
                    )
                    (f32.add
                     (f32.load
                      (local.get $14)
                     )
                     (f32.const 1)
                    )
                   )
                   (f32.store
                    (local.get $16)
                    (f32.convert_i32_s
                     (i32.add
                      (local.get $0)
                      (local.get $18)
                     )
                    )
                   )
                   (f32.store
                    (local.get $10)
                    (f32.convert_i32_s
                     (i32.add
                      (local.get $19)
                      (local.get $21)
                     )
                    )
                   )
                   (f32.store
                    (local.get $10)
                    (f32.add
                     (f32.load
                      (i32.add
                       (i32.add
                        (local.get $4)
                        (i32.mul
                         (local.get $21)
                         (i32.const 12)
                        )
                       )
                       (i32.const 8)
                      )
                     )
                     (f32.mul
                      (f32.load
                       (i32.add
                        (local.tee $10
                         (i32.add
                          (local.get $2)
                          (local.tee $14
                           (i32.mul
                            (local.get $21)
                            (i32.const 28)
                           )
                          )
                         )
                        )
                        (i32.const 16)
                       )
                      )
                      (f32.load
                       (local.tee $16
                        (i32.add
                         (local.get $10)
                         (i32.const 24)
                        )
                       )
                      )
                     )
                    )
                   )
                   (local.set $22
                    (f32.add
                     (f32.load
                      (local.tee $29
                       (i32.add
                        (local.get $10)
                        (i32.const 4)
                       )
                      )
                     )
                     (f32.mul
                      (f32.load
                       (i32.add
                        (i32.add
                         (local.get $2)
                         (i32.mul
                          (local.get $21)
                          (i32.const 28)
                         )
                        )
                        (i32.const 16)
                       )
                      )
                      (local.get $11)
                     )
                    )
                   )
                   (local.set $35
                    (f32.add
                     (f32.load
                      (local.tee $30
                       (i32.add
                        (local.get $10)
                        (i32.const 8)
                       )
                      )
                     )
                     (f32.mul
                      (f32.load
                       (i32.add
                        (local.get $10)
                        (i32.const 20)
                       )
                      )
                      (local.get $11)
                     )
                    )
                   )
                   (f32.store
                    (local.tee $14
                     (i32.add
                      (local.get $2)
                      (local.get $14)
                     )
                    )
                    (f32.add
                     (f32.load
                      (local.get $14)
                     )
                     (f32.mul
                      (f32.load
                       (i32.add
                        (local.get $10)
                        (i32.const 12)
                       )
                      )
                      (local.get $11)
                     )
                    )
                   )
                   (f32.store
                    (local.get $29)
                    (local.get $22)
                   )
                   (f32.store
                    (local.get $30)
                    (local.get $35)
                   )
                   (f32.store
                    (local.get $16)
                    (f32.convert_i32_s
                     (i32.add
                      (i32.mul
                       (local.get $12)
                       (i32.const 10)
                      )
                      (local.get $13)
                     )
                    )
                   )
                   (f32.store
                    (i32.add
                     (i32.shl
                      (local.get $21)
                      (i32.const 2)
                     )
                     (local.get $6)
                    )
                    (f32.add
                     (f32.sqrt
                      (f32.add
                       (f32.add
                        (f32.mul
                         (local.tee $22
                          (f32.load
                           (i32.add
                            (i32.mul
                             (local.get $21)
                             (i32.const 12)
                            )
                            (local.get $4)
                           )
                          )
                         )
                         (local.get $22)
                        )
                        (f32.mul
                         (local.tee $22
                          (f32.load
                           (i32.add
                            (i32.add
                             (local.get $4)
                             (i32.mul
                              (local.get $21)
                              (i32.const 12)
                             )
                            )
                            (i32.const 4)
                           )
                          )
                         )
                         (local.get $22)
                        )
                       )
                       (f32.mul
                        (local.tee $22
                         (f32.load
                          (i32.add
                           (i32.add
                            (local.get $4)
                            (i32.mul
                             (local.get $21)
                             (i32.const 12)
                            )
                           )
                           (i32.const 8)
                          )
                         )
                        )
                        (local.get $22)
                       )
                      )
                     )
                     (f32.convert_i32_s
                      (i32.div_s
                       (local.get $8)
                       (i32.const 7)
                      )
                     )
                    )
                   )
                   (br_if $l7
                    (i32.lt_s
                     (local.tee $21
                      (i32.add
                       (local.get $21)
                       (i32.const 1)
                      )
                     )
                     (local.get $3)
                    )
                   )
                  )
                 )
                )
                (br_if $l9
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
               (loop $l4
                (local.set $21
                 (i32.const 0)
                )
                (if
                 (i32.gt_s
                  (local.get $3)
                  (i32.const 0)
                 )
                 (then
                  (loop $l2
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $12)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 0)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.mul
                       (i32.add
                        (i32.mul
                         (local.get $2)
                         (local.get $13)
                        )
                        (block (result i32)
                         (if
                          (i32.ge_u
                           (local.tee $2
                            (i32.add
                             (local.get $19)
                             (local.get $21)
                            )
                           )
                           (local.get $13)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 1)
                           )
                           (br $folding-inner4)
                          )
                         )
                         (local.get $2)
                        )
                       )
                       (i32.const 3)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner0)
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
                     (local.tee $4
                      (i32.add
                       (local.get $2)
                       (i32.const 1)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 2)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (drop
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
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
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
                   (drop
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
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $12)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 3)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (local.set $2
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $2)
                       (local.get $13)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $2
                          (i32.add
                           (local.get $19)
                           (local.get $21)
                          )
                         )
                         (local.get $13)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 4)
                         )
                         (br $folding-inner4)
                        )
                       )
                       (local.get $2)
                      )
                     )
                     (i32.const 3)
                    )
                   )
                   (local.set $22
                    (f32.add
                     (local.get $22)
                     (f32.const 1)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner1)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $2)
                      (i32.const 2)
                     )
                    )
                    (local.get $22)
                   )
                   (local.set $22
                    (f32.convert_i32_s
                     (i32.add
                      (local.get $0)
                      (local.get $18)
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $4
                      (i32.add
                       (local.get $2)
                       (i32.const 1)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 5)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $4)
                      (i32.const 2)
                     )
                    )
                    (local.get $22)
                   )
                   (local.set $22
                    (f32.convert_i32_s
                     (i32.add
                      (local.get $19)
                      (local.get $21)
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner1)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $5)
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
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $12)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 6)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (local.set $4
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $2)
                       (local.get $13)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $2
                          (i32.add
                           (local.get $19)
                           (local.get $21)
                          )
                         )
                         (local.get $13)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 7)
                         )
                         (br $folding-inner4)
                        )
                       )
                       (local.get $2)
                      )
                     )
                     (i32.const 3)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 9)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (local.set $29
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $2)
                       (local.get $15)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $2
                          (i32.add
                           (local.get $19)
                           (local.get $21)
                          )
                         )
                         (local.get $15)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 10)
                         )
                         (br $folding-inner4)
                        )
                       )
                       (local.get $2)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 12)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (local.set $30
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $2)
                       (local.get $15)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $2
                          (i32.add
                           (local.get $19)
                           (local.get $21)
                          )
                         )
                         (local.get $15)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 13)
                         )
                         (br $folding-inner4)
                        )
                       )
                       (local.get $2)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (local.set $2
                    (local.tee $4
                     (i32.add
                      (local.get $4)
                      (i32.const 2)
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 8)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (local.set $22
                    (f32.add
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $4)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $4
                         (i32.add
                          (local.get $29)
                          (i32.const 4)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 11)
                        )
                        (br $folding-inner6)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $4)
                          (i32.const 2)
                         )
                        )
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $4
                           (i32.add
                            (local.get $30)
                            (i32.const 6)
                           )
                          )
                          (local.get $8)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 14)
                          )
                          (br $folding-inner6)
                         )
                        )
                        (f32.load
                         (i32.add
                          (local.get $7)
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
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $6)
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
                     (local.get $5)
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
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 15)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (local.set $2
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $2)
                       (local.get $15)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $2
                          (i32.add
                           (local.get $19)
                           (local.get $21)
                          )
                         )
                         (local.get $15)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 16)
                         )
                         (br $folding-inner4)
                        )
                       )
                       (local.get $2)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $4
                      (i32.add
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 18)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (local.set $4
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $4)
                       (local.get $15)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $4
                          (i32.add
                           (local.get $19)
                           (local.get $21)
                          )
                         )
                         (local.get $15)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 19)
                         )
                         (br $folding-inner6)
                        )
                       )
                       (local.get $4)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $29
                      (i32.add
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 21)
                     )
                     (global.set $oob_index
                      (local.get $29)
                     )
                     (br $folding-inner8)
                    )
                   )
                   (local.set $29
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $15)
                       (local.get $29)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $29
                          (i32.add
                           (local.get $19)
                           (local.get $21)
                          )
                         )
                         (local.get $15)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 22)
                         )
                         (global.set $oob_index
                          (local.get $29)
                         )
                         (br $folding-inner8)
                        )
                       )
                       (local.get $29)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner5)
                    )
                   )
                   (local.set $22
                    (f32.add
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $4)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $30
                         (i32.add
                          (local.get $29)
                          (i32.const 3)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (br $folding-inner7)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $30)
                          (i32.const 2)
                         )
                        )
                       )
                       (local.get $11)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $30
                      (i32.add
                       (local.get $4)
                       (i32.const 1)
                      )
                     )
                     (local.get $8)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 20)
                     )
                     (global.set $oob_index
                      (local.get $30)
                     )
                     (br $folding-inner8)
                    )
                   )
                   (local.set $35
                    (f32.add
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $30)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $30
                         (i32.add
                          (local.get $29)
                          (i32.const 4)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (br $folding-inner7)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $30)
                          (i32.const 2)
                         )
                        )
                       )
                       (local.get $11)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $4
                      (i32.add
                       (local.get $4)
                       (i32.const 2)
                      )
                     )
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner5)
                    )
                   )
                   (local.set $40
                    (f32.add
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $4)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $4
                         (i32.add
                          (local.get $29)
                          (i32.const 5)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 23)
                        )
                        (br $folding-inner6)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $4)
                          (i32.const 2)
                         )
                        )
                       )
                       (local.get $11)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner2)
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
                     (local.tee $4
                      (i32.add
                       (local.get $2)
                       (i32.const 1)
                      )
                     )
                     (local.get $8)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 17)
                     )
                     (br $folding-inner6)
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
                    (local.get $35)
                   )
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner2)
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
                    (local.get $40)
                   )
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 24)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (local.set $2
                    (i32.add
                     (i32.mul
                      (i32.add
                       (i32.mul
                        (local.get $2)
                        (local.get $15)
                       )
                       (block (result i32)
                        (if
                         (i32.ge_u
                          (local.tee $2
                           (i32.add
                            (local.get $19)
                            (local.get $21)
                           )
                          )
                          (local.get $15)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 25)
                          )
                          (br $folding-inner4)
                         )
                        )
                        (local.get $2)
                       )
                      )
                      (i32.const 7)
                     )
                     (i32.const 6)
                    )
                   )
                   (local.set $22
                    (f32.convert_i32_s
                     (i32.add
                      (i32.mul
                       (local.get $12)
                       (i32.const 10)
                      )
                      (local.get $13)
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $8)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 26)
                     )
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
                    (local.get $22)
                   )
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $12)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 29)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.mul
                       (i32.add
                        (i32.mul
                         (local.get $2)
                         (local.get $13)
                        )
                        (block (result i32)
                         (if
                          (i32.ge_u
                           (local.tee $2
                            (i32.add
                             (local.get $19)
                             (local.get $21)
                            )
                           )
                           (local.get $13)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 30)
                           )
                           (br $folding-inner4)
                          )
                         )
                         (local.get $2)
                        )
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
                     (local.tee $4
                      (i32.add
                       (local.get $2)
                       (i32.const 1)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 31)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (local.set $35
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
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner3)
                    )
                   )
                   (local.set $40
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
                       (local.get $0)
                       (local.get $18)
                      )
                     )
                     (local.get $16)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 27)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (local.set $2
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (local.get $17)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (i32.add
                          (local.get $19)
                          (local.get $21)
                         )
                        )
                        (local.get $17)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 28)
                        )
                        (br $folding-inner4)
                       )
                      )
                      (local.get $2)
                     )
                    )
                   )
                   (local.set $22
                    (f32.add
                     (f32.sqrt
                      (f32.add
                       (f32.add
                        (f32.mul
                         (local.get $22)
                         (local.get $22)
                        )
                        (f32.mul
                         (local.get $35)
                         (local.get $35)
                        )
                       )
                       (f32.mul
                        (local.get $40)
                        (local.get $40)
                       )
                      )
                     )
                     (f32.convert_i32_s
                      (i32.div_s
                       (local.get $8)
                       (i32.const 7)
                      )
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
                      (i32.const 32)
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
                    (local.get $22)
                   )
                   (br_if $l2
                    (i32.lt_s
                     (local.tee $21
                      (i32.add
                       (local.get $21)
                       (i32.const 1)
                      )
                     )
                     (local.get $3)
                    )
                   )
                  )
                 )
                )
                (br_if $l4
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
           (i32.const 2)
          )
          (br $folding-inner4)
         )
         (global.set $oob_site
          (i32.const 5)
         )
         (br $folding-inner4)
        )
        (global.set $oob_site
         (i32.const 17)
        )
        (br $folding-inner4)
       )
       (global.set $oob_site
        (i32.const 31)
       )
      )
      (global.set $oob_index
       (local.get $2)
      )
      (br $folding-inner8)
     )
     (global.set $oob_site
      (i32.const 20)
     )
    )
    (global.set $oob_index
     (local.get $4)
    )
    (br $folding-inner8)
   )
   (global.set $oob_site
    (i32.const 23)
   )
   (global.set $oob_index
    (local.get $30)
   )
  )
  (i32.const 1)
 )
)
