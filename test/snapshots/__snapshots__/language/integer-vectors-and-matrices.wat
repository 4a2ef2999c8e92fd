;; ==== checked ====
(module
 (type $0 (func (param f64) (result i32)))
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $toi32 (param $0 f64) (result i32)
  (if
   (f64.lt
    (f64.abs
     (local.get $0)
    )
    (f64.const 9223372036854775808)
   )
   (then
    (return
     (i32.wrap_i64
      (i64.trunc_sat_f64_s
       (local.get $0)
      )
     )
    )
   )
  )
  (if
   (f64.ne
    (f64.sub
     (local.get $0)
     (local.get $0)
    )
    (f64.const 0)
   )
   (then
    (return
     (i32.const 0)
    )
   )
  )
  (i32.wrap_i64
   (i64.trunc_sat_f64_s
    (f64.sub
     (local.get $0)
     (f64.mul
      (f64.floor
       (f64.mul
        (local.get $0)
        (f64.const 2.3283064365386963e-10)
       )
      )
      (f64.const 4294967296)
     )
    )
   )
  )
 )
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 f64)
  (local $14 f64)
  (local $15 f64)
  (local $16 f64)
  (local $17 f32)
  (local $18 f64)
  (local $19 f32)
  (local $20 f32)
  (local $21 f32)
  (local $22 f32)
  (local $23 f64)
  (local $24 f32)
  (local $25 f32)
  (local $26 f32)
  (local $27 f64)
  (local $28 f32)
  (local $29 f32)
  (local $30 f32)
  (local $31 f32)
  (local $32 f32)
  (local $33 f32)
  (local $34 f64)
  (local $35 f32)
  (local $36 f64)
  (local $37 f32)
  (local $38 f32)
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
               (local.tee $23
                (f64.mul
                 (local.tee $18
                  (f64.convert_i32_s
                   (i32.sub
                    (local.get $1)
                    (i32.const 1)
                   )
                  )
                 )
                 (f64.const 3)
                )
               )
               (f64.const 2)
              )
              (f64.const 4503599627370496)
             )
             (f64.ge
              (f64.add
               (local.tee $14
                (f64.min
                 (local.get $23)
                 (local.tee $13
                  (f64.mul
                   (local.tee $36
                    (f64.convert_i32_s
                     (local.get $0)
                    )
                   )
                   (f64.const 3)
                  )
                 )
                )
               )
               (f64.const 2)
              )
              (f64.const 0)
             )
            )
           )
           (i32.and
            (f64.lt
             (local.tee $13
              (local.tee $27
               (f64.add
                (local.tee $15
                 (f64.max
                  (local.get $13)
                  (local.get $23)
                 )
                )
                (f64.const 2)
               )
              )
             )
             (local.tee $16
              (f64.convert_i32_u
               (local.get $12)
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
            (local.tee $3
             (i32.and
              (f64.lt
               (f64.add
                (local.get $23)
                (f64.const 1)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $14)
                (f64.const 1)
               )
               (f64.const 0)
              )
             )
            )
            (i32.and
             (f64.gt
              (local.get $16)
              (local.tee $13
               (local.tee $34
                (f64.add
                 (local.get $15)
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
             (local.tee $4
              (i32.and
               (f64.lt
                (f64.add
                 (local.get $23)
                 (f64.const 0)
                )
                (f64.const 4503599627370496)
               )
               (f64.ge
                (f64.add
                 (local.get $14)
                 (f64.const 0)
                )
                (f64.const 0)
               )
              )
             )
             (i32.and
              (f64.gt
               (local.get $16)
               (local.tee $13
                (local.tee $23
                 (f64.add
                  (local.get $15)
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
               (f64.lt
                (local.tee $13
                 (local.get $27)
                )
                (local.tee $14
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
              (local.get $2)
             )
             (i32.and
              (i32.and
               (i32.and
                (f64.gt
                 (local.get $14)
                 (local.tee $13
                  (local.get $34)
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
               (i32.and
                (i32.and
                 (f64.gt
                  (local.get $14)
                  (local.tee $13
                   (local.get $23)
                  )
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
                   (f64.add
                    (local.tee $14
                     (f64.mul
                      (local.get $18)
                      (f64.const 9)
                     )
                    )
                    (f64.const 8)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (local.tee $15
                     (f64.min
                      (local.get $14)
                      (local.tee $13
                       (f64.mul
                        (local.get $36)
                        (f64.const 9)
                       )
                      )
                     )
                    )
                    (f64.const 8)
                   )
                   (f64.const 0)
                  )
                 )
                 (i32.and
                  (f64.lt
                   (local.tee $13
                    (f64.add
                     (local.tee $16
                      (f64.max
                       (local.get $13)
                       (local.get $14)
                      )
                     )
                     (f64.const 8)
                    )
                   )
                   (local.tee $18
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
                   (f64.lt
                    (f64.add
                     (local.get $14)
                     (f64.const 7)
                    )
                    (f64.const 4503599627370496)
                   )
                   (f64.ge
                    (f64.add
                     (local.get $15)
                     (f64.const 7)
                    )
                    (f64.const 0)
                   )
                  )
                  (i32.and
                   (f64.gt
                    (local.get $18)
                    (local.tee $13
                     (f64.add
                      (local.get $16)
                      (f64.const 7)
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
                    (f64.lt
                     (f64.add
                      (local.get $14)
                      (f64.const 6)
                     )
                     (f64.const 4503599627370496)
                    )
                    (f64.ge
                     (f64.add
                      (local.get $15)
                      (f64.const 6)
                     )
                     (f64.const 0)
                    )
                   )
                   (i32.and
                    (f64.gt
                     (local.get $18)
                     (local.tee $13
                      (f64.add
                       (local.get $16)
                       (f64.const 6)
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
                     (f64.lt
                      (f64.add
                       (local.get $14)
                       (f64.const 5)
                      )
                      (f64.const 4503599627370496)
                     )
                     (f64.ge
                      (f64.add
                       (local.get $15)
                       (f64.const 5)
                      )
                      (f64.const 0)
                     )
                    )
                    (i32.and
                     (f64.gt
                      (local.get $18)
                      (local.tee $13
                       (f64.add
                        (local.get $16)
                        (f64.const 5)
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
                      (f64.lt
                       (f64.add
                        (local.get $14)
                        (f64.const 4)
                       )
                       (f64.const 4503599627370496)
                      )
                      (f64.ge
                       (f64.add
                        (local.get $15)
                        (f64.const 4)
                       )
                       (f64.const 0)
                      )
                     )
                     (i32.and
                      (f64.gt
                       (local.get $18)
                       (local.tee $13
                        (f64.add
                         (local.get $16)
                         (f64.const 4)
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
                       (f64.lt
                        (f64.add
                         (local.get $14)
                         (f64.const 3)
                        )
                        (f64.const 4503599627370496)
                       )
                       (f64.ge
                        (f64.add
                         (local.get $15)
                         (f64.const 3)
                        )
                        (f64.const 0)
                       )
                      )
                      (i32.and
                       (f64.gt
                        (local.get $18)
                        (local.tee $13
                         (f64.add
                          (local.get $16)
                          (f64.const 3)
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
                        (f64.lt
                         (f64.add
                          (local.get $14)
                          (f64.const 2)
                         )
                         (f64.const 4503599627370496)
                        )
                        (f64.ge
                         (f64.add
                          (local.get $15)
                          (f64.const 2)
                         )
                         (f64.const 0)
                        )
                       )
                       (i32.and
                        (f64.gt
                         (local.get $18)
                         (local.tee $13
                          (f64.add
                           (local.get $16)
                           (f64.const 2)
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
                         (f64.lt
                          (f64.add
                           (local.get $14)
                           (f64.const 1)
                          )
                          (f64.const 4503599627370496)
                         )
                         (f64.ge
                          (f64.add
                           (local.get $15)
                           (f64.const 1)
                          )
                          (f64.const 0)
                         )
                        )
                        (i32.and
                         (f64.gt
                          (local.get $18)
                          (local.tee $13
                           (f64.add
                            (local.get $16)
                            (f64.const 1)
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
                          (f64.lt
                           (f64.add
                            (local.get $14)
                            (f64.const 0)
                           )
                           (f64.const 4503599627370496)
                          )
                          (f64.ge
                           (f64.add
                            (local.get $15)
                            (f64.const 0)
                           )
                           (f64.const 0)
                          )
                         )
                         (i32.and
                          (f64.gt
                           (local.get $18)
                           (local.tee $13
                            (f64.add
                             (local.get $16)
                             (f64.const 0)
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
                           (f64.lt
                            (local.tee $13
                             (local.get $27)
                            )
                            (local.tee $27
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
                             (local.get $27)
                             (local.tee $13
                              (local.get $34)
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
                             (local.get $27)
                             (local.tee $13
                              (local.get $23)
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
            (loop $l5
             (local.set $2
              (i32.sub
               (i32.div_s
                (i32.mul
                 (local.tee $2
                  (i32.load
                   (i32.add
                    (local.tee $6
                     (i32.mul
                      (local.get $0)
                      (i32.const 12)
                     )
                    )
                    (local.get $5)
                   )
                  )
                 )
                 (local.get $2)
                )
                (i32.const 3)
               )
               (i32.const 1)
              )
             )
             (local.set $3
              (i32.sub
               (i32.div_s
                (i32.mul
                 (local.tee $3
                  (i32.load
                   (i32.add
                    (local.tee $4
                     (i32.add
                      (local.get $5)
                      (local.get $6)
                     )
                    )
                    (i32.const 4)
                   )
                  )
                 )
                 (local.get $3)
                )
                (i32.const 3)
               )
               (i32.const 2)
              )
             )
             (drop
              (i32.load
               (i32.add
                (local.get $4)
                (i32.const 8)
               )
              )
             )
             (local.set $17
              (local.tee $28
               (f32.load
                (i32.add
                 (local.tee $4
                  (i32.add
                   (local.get $7)
                   (local.tee $8
                    (i32.mul
                     (local.get $0)
                     (i32.const 36)
                    )
                   )
                  )
                 )
                 (i32.const 24)
                )
               )
              )
             )
             (local.set $19
              (f32.load
               (i32.add
                (local.get $4)
                (i32.const 28)
               )
              )
             )
             (local.set $21
              (f32.load
               (i32.add
                (local.get $4)
                (i32.const 32)
               )
              )
             )
             (block
              (drop
               (f32.add
                (f32.mul
                 (local.tee $24
                  (local.tee $20
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (local.get $8)
                    )
                   )
                  )
                 )
                 (local.get $20)
                )
                (f32.mul
                 (local.tee $32
                  (f32.load
                   (i32.add
                    (local.get $4)
                    (i32.const 12)
                   )
                  )
                 )
                 (local.tee $22
                  (local.tee $26
                   (f32.load
                    (i32.add
                     (local.get $4)
                     (i32.const 4)
                    )
                   )
                  )
                 )
                )
               )
              )
              (drop
               (f32.mul
                (local.get $28)
                (local.tee $25
                 (local.tee $29
                  (f32.load
                   (i32.add
                    (local.get $4)
                    (i32.const 8)
                   )
                  )
                 )
                )
               )
              )
             )
             (local.set $30
              (f32.load
               (i32.add
                (local.get $6)
                (local.get $9)
               )
              )
             )
             (local.set $31
              (f32.load
               (i32.add
                (local.get $4)
                (i32.const 16)
               )
              )
             )
             (local.set $33
              (f32.load
               (i32.add
                (local.tee $8
                 (i32.add
                  (local.get $6)
                  (local.get $9)
                 )
                )
                (i32.const 4)
               )
              )
             )
             (local.set $20
              (f32.load
               (i32.add
                (local.get $4)
                (i32.const 20)
               )
              )
             )
             (local.set $22
              (local.get $21)
             )
             (local.set $25
              (f32.load
               (i32.add
                (local.get $8)
                (i32.const 8)
               )
              )
             )
             (i32.store
              (i32.add
               (local.get $6)
               (local.get $11)
              )
              (local.get $2)
             )
             (i32.store
              (i32.add
               (local.tee $2
                (i32.add
                 (local.get $6)
                 (local.get $11)
                )
               )
               (i32.const 4)
              )
              (local.get $3)
             )
             (i32.store
              (i32.add
               (local.get $2)
               (i32.const 8)
              )
              (call $toi32
               (f64.promote_f32
                (f32.add
                 (f32.add
                  (f32.mul
                   (f32.add
                    (f32.add
                     (f32.mul
                      (local.get $24)
                      (local.get $17)
                     )
                     (f32.mul
                      (local.get $32)
                      (local.get $19)
                     )
                    )
                    (f32.mul
                     (local.get $28)
                     (local.get $21)
                    )
                   )
                   (local.get $30)
                  )
                  (f32.mul
                   (f32.add
                    (f32.add
                     (f32.mul
                      (local.get $26)
                      (local.get $17)
                     )
                     (f32.mul
                      (local.get $31)
                      (local.get $19)
                     )
                    )
                    (f32.mul
                     (local.get $19)
                     (local.get $21)
                    )
                   )
                   (local.get $33)
                  )
                 )
                 (f32.mul
                  (f32.add
                   (f32.add
                    (f32.mul
                     (local.get $29)
                     (local.get $17)
                    )
                    (f32.mul
                     (local.get $20)
                     (local.get $19)
                    )
                   )
                   (f32.mul
                    (local.get $22)
                    (local.get $21)
                   )
                  )
                  (local.get $25)
                 )
                )
               )
              )
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
         (else
          (if
           (i32.lt_s
            (local.get $0)
            (local.get $1)
           )
           (then
            (loop $l2
             (if
              (i32.ge_u
               (local.tee $2
                (i32.mul
                 (local.get $0)
                 (i32.const 3)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (br $folding-inner1)
              )
             )
             (local.set $2
              (i32.sub
               (i32.div_s
                (i32.mul
                 (i32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.tee $2
                     (i32.mul
                      (local.get $0)
                      (i32.const 3)
                     )
                    )
                    (local.get $6)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 1)
                    )
                    (br $folding-inner1)
                   )
                  )
                  (i32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                )
                (i32.const 3)
               )
               (i32.const 1)
              )
             )
             (if
              (i32.ge_u
               (local.tee $3
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 3)
                 )
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (global.set $oob_index
                (local.get $3)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (local.set $3
              (i32.sub
               (i32.div_s
                (i32.mul
                 (i32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $3)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.tee $3
                     (i32.add
                      (i32.mul
                       (local.get $0)
                       (i32.const 3)
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
                    (global.set $oob_index
                     (local.get $3)
                    )
                    (return
                     (i32.const 1)
                    )
                   )
                  )
                  (i32.load
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
                (i32.const 3)
               )
               (i32.const 2)
              )
             )
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 3)
                 )
                 (i32.const 2)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (br $folding-inner5)
              )
             )
             (drop
              (i32.load
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
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 3)
                 )
                 (i32.const 2)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 1)
               )
               (br $folding-inner5)
              )
             )
             (drop
              (i32.load
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
                (i32.mul
                 (local.get $0)
                 (i32.const 9)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $17
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 1)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $19
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $21
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 3)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $24
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 4)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $20
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 5)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $32
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 6)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $22
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 7)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $28
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 8)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $25
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.mul
                 (local.get $0)
                 (i32.const 9)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $30
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 1)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $26
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $31
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 3)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (drop
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 4)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (drop
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 5)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (drop
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 9)
                 )
                 (i32.const 6)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $37
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $17)
                 (local.tee $29
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
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $4
                    (i32.add
                     (i32.mul
                      (local.get $0)
                      (i32.const 9)
                     )
                     (i32.const 7)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (f32.mul
                  (local.get $24)
                  (local.tee $33
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
               (block (result f32)
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.add
                    (i32.mul
                     (local.get $0)
                     (i32.const 9)
                    )
                    (i32.const 8)
                   )
                  )
                  (local.get $8)
                 )
                 (then
                  (br $folding-inner3)
                 )
                )
                (f32.mul
                 (local.get $22)
                 (local.tee $35
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
             (local.set $38
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $19)
                 (local.get $30)
                )
                (f32.mul
                 (local.get $20)
                 (local.get $26)
                )
               )
               (f32.mul
                (local.get $28)
                (local.get $31)
               )
              )
             )
             (local.set $19
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $19)
                 (local.get $29)
                )
                (f32.mul
                 (local.get $20)
                 (local.get $33)
                )
               )
               (f32.mul
                (local.get $28)
                (local.get $35)
               )
              )
             )
             (local.set $21
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $21)
                 (local.get $29)
                )
                (f32.mul
                 (local.get $32)
                 (local.get $33)
                )
               )
               (f32.mul
                (local.get $25)
                (local.get $35)
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $4
                (i32.mul
                 (local.get $0)
                 (i32.const 3)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner4)
              )
             )
             (local.set $17
              (f32.load
               (i32.add
                (local.get $9)
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
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 3)
                 )
                 (i32.const 1)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner4)
              )
             )
             (local.set $24
              (f32.load
               (i32.add
                (local.get $9)
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
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 3)
                 )
                 (i32.const 2)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner4)
              )
             )
             (local.set $20
              (f32.load
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $4)
                 (i32.const 2)
                )
               )
              )
             )
             (local.set $17
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $37)
                 (local.get $17)
                )
                (f32.mul
                 (local.get $19)
                 (local.get $24)
                )
               )
               (f32.mul
                (local.get $21)
                (local.get $20)
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $4
                (i32.mul
                 (local.get $0)
                 (i32.const 3)
                )
               )
               (local.get $12)
              )
              (then
               (global.set $oob_site
                (i32.const 5)
               )
               (br $folding-inner5)
              )
             )
             (i32.store
              (i32.add
               (local.get $11)
               (i32.shl
                (local.get $4)
                (i32.const 2)
               )
              )
              (local.get $2)
             )
             (if
              (i32.ge_u
               (local.tee $2
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 3)
                 )
                 (i32.const 1)
                )
               )
               (local.get $12)
              )
              (then
               (br $folding-inner0)
              )
             )
             (i32.store
              (i32.add
               (local.get $11)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
              (local.get $3)
             )
             (local.set $3
              (call $toi32
               (f64.promote_f32
                (local.get $17)
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $2
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 3)
                 )
                 (i32.const 2)
                )
               )
               (local.get $12)
              )
              (then
               (br $folding-inner0)
              )
             )
             (i32.store
              (i32.add
               (local.get $11)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
              (local.get $3)
             )
             (br_if $l2
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
        (i32.const 5)
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
      (i32.const 2)
     )
     (br $folding-inner5)
    )
    (global.set $oob_site
     (i32.const 3)
    )
    (br $folding-inner5)
   )
   (global.set $oob_site
    (i32.const 4)
   )
  )
  (global.set $oob_index
   (local.get $4)
  )
  (i32.const 1)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param f64) (result i32)))
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $toi32 (param $0 f64) (result i32)
  (if
   (f64.lt
    (f64.abs
     (local.get $0)
    )
    (f64.const 9223372036854775808)
   )
   (then
    (return
     (i32.wrap_i64
      (i64.trunc_sat_f64_s
       (local.get $0)
      )
     )
    )
   )
  )
  (if
   (f64.ne
    (f64.sub
     (local.get $0)
     (local.get $0)
    )
    (f64.const 0)
   )
   (then
    (return
     (i32.const 0)
    )
   )
  )
  (i32.wrap_i64
   (i64.trunc_sat_f64_s
    (f64.sub
     (local.get $0)
     (f64.mul
      (f64.floor
       (f64.mul
        (local.get $0)
        (f64.const 2.3283064365386963e-10)
       )
      )
      (f64.const 4294967296)
     )
    )
   )
  )
 )
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (result i32)
  (local $14 f64)
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (local $18 f64)
  (local $19 f32)
  (local $20 f32)
  (local $21 f32)
  (local $22 f32)
  (local $23 f64)
  (local $24 f32)
  (local $25 f32)
  (local $26 f32)
  (local $27 f32)
  (local $28 f64)
  (local $29 f64)
  (local $30 f64)
  (local $31 f32)
  (local $32 f32)
  (local $33 f32)
  (local $34 f32)
  (local $35 f64)
  (local $36 f64)
  (local $37 f32)
  (local $38 f32)
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
  (local $50 f32)
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
  (local $63 f32)
  (local $64 f32)
  (local.set $39
   (f64.add
    (local.tee $51
     (local.tee $18
      (f64.add
       (local.tee $35
        (f64.mul
         (local.tee $17
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
    )
    (local.tee $15
     (f64.max
      (local.tee $28
       (f64.mul
        (local.tee $14
         (f64.convert_i32_s
          (local.get $0)
         )
        )
        (f64.const 3)
       )
      )
      (local.tee $23
       (f64.mul
        (local.tee $36
         (f64.convert_i32_s
          (i32.sub
           (local.get $1)
           (i32.const 1)
          )
         )
        )
        (f64.const 3)
       )
      )
     )
    )
   )
  )
  (local.set $40
   (f64.add
    (local.tee $29
     (f64.add
      (local.get $18)
      (f64.const 1)
     )
    )
    (local.get $15)
   )
  )
  (local.set $41
   (f64.add
    (local.tee $30
     (f64.add
      (local.get $18)
      (f64.const 2)
     )
    )
    (local.get $15)
   )
  )
  (local.set $36
   (f64.add
    (local.tee $53
     (local.tee $16
      (f64.add
       (local.tee $52
        (f64.mul
         (local.get $17)
         (f64.const 9)
        )
       )
       (f64.const 0)
      )
     )
    )
    (local.tee $14
     (f64.max
      (local.tee $54
       (f64.mul
        (local.get $14)
        (f64.const 9)
       )
      )
      (local.tee $17
       (f64.mul
        (local.get $36)
        (f64.const 9)
       )
      )
     )
    )
   )
  )
  (local.set $42
   (f64.add
    (local.tee $55
     (f64.add
      (local.get $16)
      (f64.const 1)
     )
    )
    (local.get $14)
   )
  )
  (local.set $43
   (f64.add
    (local.tee $56
     (f64.add
      (local.get $16)
      (f64.const 2)
     )
    )
    (local.get $14)
   )
  )
  (local.set $44
   (f64.add
    (local.tee $57
     (f64.add
      (local.get $16)
      (f64.const 3)
     )
    )
    (local.get $14)
   )
  )
  (local.set $45
   (f64.add
    (local.tee $58
     (f64.add
      (local.get $16)
      (f64.const 4)
     )
    )
    (local.get $14)
   )
  )
  (local.set $46
   (f64.add
    (local.tee $59
     (f64.add
      (local.get $16)
      (f64.const 5)
     )
    )
    (local.get $14)
   )
  )
  (local.set $47
   (f64.add
    (local.tee $60
     (f64.add
      (local.get $16)
      (f64.const 6)
     )
    )
    (local.get $14)
   )
  )
  (local.set $48
   (f64.add
    (local.tee $61
     (f64.add
      (local.get $16)
      (f64.const 7)
     )
    )
    (local.get $14)
   )
  )
  (local.set $49
   (f64.add
    (local.tee $62
     (f64.add
      (local.get $16)
      (f64.const 8)
     )
    )
    (local.get $14)
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
                (local.tee $14
                 (f64.add
                  (f64.abs
                   (local.get $35)
                  )
                  (f64.const 0)
                 )
                )
                (f64.const 2)
               )
               (local.get $23)
              )
              (f64.const 4503599627370496)
             )
            )
            (f64.ge
             (f64.add
              (local.get $30)
              (local.tee $16
               (f64.min
                (local.get $23)
                (local.get $28)
               )
              )
             )
             (f64.const 0)
            )
           )
           (i32.and
            (f64.lt
             (local.tee $28
              (f64.add
               (local.get $30)
               (local.get $15)
              )
             )
             (local.tee $35
              (f64.convert_i32_u
               (local.get $12)
              )
             )
            )
            (f64.lt
             (local.get $28)
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
                 (local.get $14)
                 (f64.const 1)
                )
                (local.get $23)
               )
               (f64.const 4503599627370496)
              )
             )
             (f64.ge
              (f64.add
               (local.get $29)
               (local.get $16)
              )
              (f64.const 0)
             )
            )
            (i32.and
             (f64.gt
              (local.get $35)
              (local.tee $28
               (f64.add
                (local.get $29)
                (local.get $15)
               )
              )
             )
             (f64.lt
              (local.get $28)
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
                 (local.get $14)
                 (local.get $23)
                )
                (f64.const 4503599627370496)
               )
              )
              (f64.ge
               (f64.add
                (local.get $18)
                (local.get $16)
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.gt
               (local.get $35)
               (local.tee $14
                (f64.add
                 (local.get $18)
                 (local.get $15)
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
               (f64.ge
                (f64.add
                 (local.get $30)
                 (local.get $16)
                )
                (f64.const 0)
               )
               (local.get $2)
              )
              (i32.and
               (f64.lt
                (local.tee $23
                 (f64.add
                  (local.get $30)
                  (local.get $15)
                 )
                )
                (local.tee $14
                 (f64.convert_i32_u
                  (local.get $10)
                 )
                )
               )
               (f64.lt
                (local.get $23)
                (f64.const 2147483648)
               )
              )
             )
             (i32.and
              (i32.and
               (i32.and
                (f64.ge
                 (f64.add
                  (local.get $29)
                  (local.get $16)
                 )
                 (f64.const 0)
                )
                (local.get $3)
               )
               (i32.and
                (f64.gt
                 (local.get $14)
                 (local.tee $23
                  (f64.add
                   (local.get $29)
                   (local.get $15)
                  )
                 )
                )
                (f64.lt
                 (local.get $23)
                 (f64.const 2147483648)
                )
               )
              )
              (i32.and
               (i32.and
                (i32.and
                 (f64.ge
                  (f64.add
                   (local.get $18)
                   (local.get $16)
                  )
                  (f64.const 0)
                 )
                 (local.get $4)
                )
                (i32.and
                 (f64.gt
                  (local.get $14)
                  (local.tee $15
                   (f64.add
                    (local.get $18)
                    (local.get $15)
                   )
                  )
                 )
                 (f64.lt
                  (local.get $15)
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
                     (local.tee $15
                      (f64.add
                       (f64.abs
                        (local.get $52)
                       )
                       (f64.const 0)
                      )
                     )
                     (f64.const 8)
                    )
                    (local.get $17)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (local.get $62)
                    (local.tee $14
                     (f64.min
                      (local.get $17)
                      (local.get $54)
                     )
                    )
                   )
                   (f64.const 0)
                  )
                 )
                 (i32.and
                  (f64.lt
                   (local.get $49)
                   (f64.const 2147483648)
                  )
                  (f64.gt
                   (local.tee $18
                    (f64.convert_i32_u
                     (local.get $8)
                    )
                   )
                   (local.get $49)
                  )
                 )
                )
                (i32.and
                 (i32.and
                  (i32.and
                   (f64.lt
                    (f64.add
                     (f64.add
                      (local.get $15)
                      (f64.const 7)
                     )
                     (local.get $17)
                    )
                    (f64.const 4503599627370496)
                   )
                   (f64.ge
                    (f64.add
                     (local.get $61)
                     (local.get $14)
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
                    (local.get $18)
                    (local.get $48)
                   )
                  )
                 )
                 (i32.and
                  (i32.and
                   (i32.and
                    (f64.lt
                     (f64.add
                      (f64.add
                       (local.get $15)
                       (f64.const 6)
                      )
                      (local.get $17)
                     )
                     (f64.const 4503599627370496)
                    )
                    (f64.ge
                     (f64.add
                      (local.get $60)
                      (local.get $14)
                     )
                     (f64.const 0)
                    )
                   )
                   (i32.and
                    (f64.lt
                     (local.get $47)
                     (f64.const 2147483648)
                    )
                    (f64.gt
                     (local.get $18)
                     (local.get $47)
                    )
                   )
                  )
                  (i32.and
                   (i32.and
                    (i32.and
                     (f64.lt
                      (f64.add
                       (f64.add
                        (local.get $15)
                        (f64.const 5)
                       )
                       (local.get $17)
                      )
                      (f64.const 4503599627370496)
                     )
                     (f64.ge
                      (f64.add
                       (local.get $59)
                       (local.get $14)
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
                      (local.get $18)
                      (local.get $46)
                     )
                    )
                   )
                   (i32.and
                    (i32.and
                     (i32.and
                      (f64.lt
                       (f64.add
                        (f64.add
                         (local.get $15)
                         (f64.const 4)
                        )
                        (local.get $17)
                       )
                       (f64.const 4503599627370496)
                      )
                      (f64.ge
                       (f64.add
                        (local.get $58)
                        (local.get $14)
                       )
                       (f64.const 0)
                      )
                     )
                     (i32.and
                      (f64.lt
                       (local.get $45)
                       (f64.const 2147483648)
                      )
                      (f64.gt
                       (local.get $18)
                       (local.get $45)
                      )
                     )
                    )
                    (i32.and
                     (i32.and
                      (i32.and
                       (f64.lt
                        (f64.add
                         (f64.add
                          (local.get $15)
                          (f64.const 3)
                         )
                         (local.get $17)
                        )
                        (f64.const 4503599627370496)
                       )
                       (f64.ge
                        (f64.add
                         (local.get $57)
                         (local.get $14)
                        )
                        (f64.const 0)
                       )
                      )
                      (i32.and
                       (f64.lt
                        (local.get $44)
                        (f64.const 2147483648)
                       )
                       (f64.gt
                        (local.get $18)
                        (local.get $44)
                       )
                      )
                     )
                     (i32.and
                      (i32.and
                       (i32.and
                        (f64.lt
                         (f64.add
                          (f64.add
                           (local.get $15)
                           (f64.const 2)
                          )
                          (local.get $17)
                         )
                         (f64.const 4503599627370496)
                        )
                        (f64.ge
                         (f64.add
                          (local.get $56)
                          (local.get $14)
                         )
                         (f64.const 0)
                        )
                       )
                       (i32.and
                        (f64.lt
                         (local.get $43)
                         (f64.const 2147483648)
                        )
                        (f64.gt
                         (local.get $18)
                         (local.get $43)
                        )
                       )
                      )
                      (i32.and
                       (i32.and
                        (i32.and
                         (f64.lt
                          (f64.add
                           (f64.add
                            (local.get $15)
                            (f64.const 1)
                           )
                           (local.get $17)
                          )
                          (f64.const 4503599627370496)
                         )
                         (f64.ge
                          (f64.add
                           (local.get $55)
                           (local.get $14)
                          )
                          (f64.const 0)
                         )
                        )
                        (i32.and
                         (f64.lt
                          (local.get $42)
                          (f64.const 2147483648)
                         )
                         (f64.gt
                          (local.get $18)
                          (local.get $42)
                         )
                        )
                       )
                       (i32.and
                        (i32.and
                         (i32.and
                          (f64.lt
                           (f64.add
                            (local.get $15)
                            (local.get $17)
                           )
                           (f64.const 4503599627370496)
                          )
                          (f64.ge
                           (f64.add
                            (local.get $53)
                            (local.get $14)
                           )
                           (f64.const 0)
                          )
                         )
                         (i32.and
                          (f64.lt
                           (local.get $36)
                           (f64.const 2147483648)
                          )
                          (f64.gt
                           (local.get $18)
                           (local.get $36)
                          )
                         )
                        )
                        (i32.and
                         (i32.and
                          (i32.and
                           (f64.ge
                            (f64.add
                             (local.get $30)
                             (local.get $16)
                            )
                            (f64.const 0)
                           )
                           (local.get $2)
                          )
                          (i32.and
                           (f64.lt
                            (local.get $41)
                            (f64.const 2147483648)
                           )
                           (f64.gt
                            (local.tee $17
                             (f64.convert_i32_u
                              (local.get $6)
                             )
                            )
                            (local.get $41)
                           )
                          )
                         )
                         (i32.and
                          (i32.and
                           (i32.and
                            (f64.ge
                             (f64.add
                              (local.get $29)
                              (local.get $16)
                             )
                             (f64.const 0)
                            )
                            (local.get $3)
                           )
                           (i32.and
                            (f64.lt
                             (local.get $40)
                             (f64.const 2147483648)
                            )
                            (f64.gt
                             (local.get $17)
                             (local.get $40)
                            )
                           )
                          )
                          (i32.and
                           (i32.and
                            (f64.ge
                             (f64.add
                              (local.get $51)
                              (local.get $16)
                             )
                             (f64.const 0)
                            )
                            (local.get $4)
                           )
                           (i32.and
                            (f64.lt
                             (local.get $39)
                             (f64.const 2147483648)
                            )
                            (f64.gt
                             (local.get $17)
                             (local.get $39)
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
              (local.tee $6
               (i32.mul
                (local.get $13)
                (i32.const 12)
               )
              )
             )
            )
            (local.set $2
             (i32.add
              (local.get $7)
              (i32.mul
               (local.get $13)
               (i32.const 36)
              )
             )
            )
            (local.set $4
             (i32.add
              (local.get $6)
              (local.get $9)
             )
            )
            (local.set $5
             (i32.add
              (local.get $6)
              (local.get $11)
             )
            )
            (loop $l5
             (local.set $6
              (i32.sub
               (i32.div_s
                (i32.mul
                 (local.tee $6
                  (i32.load
                   (i32.add
                    (local.tee $9
                     (i32.mul
                      (local.get $0)
                      (i32.const 12)
                     )
                    )
                    (local.get $3)
                   )
                  )
                 )
                 (local.get $6)
                )
                (i32.const 3)
               )
               (i32.const 1)
              )
             )
             (local.set $7
              (i32.sub
               (i32.div_s
                (i32.mul
                 (local.tee $7
                  (i32.load
                   (i32.add
                    (local.tee $8
                     (i32.add
                      (local.get $3)
                      (local.get $9)
                     )
                    )
                    (i32.const 4)
                   )
                  )
                 )
                 (local.get $7)
                )
                (i32.const 3)
               )
               (i32.const 2)
              )
             )
             (drop
              (i32.load
               (i32.add
                (local.get $8)
                (i32.const 8)
               )
              )
             )
             (local.set $19
              (local.tee $31
               (f32.load
                (i32.add
                 (local.tee $8
                  (i32.add
                   (local.get $2)
                   (local.tee $10
                    (i32.mul
                     (local.get $0)
                     (i32.const 36)
                    )
                   )
                  )
                 )
                 (i32.const 24)
                )
               )
              )
             )
             (local.set $20
              (f32.load
               (i32.add
                (local.get $8)
                (i32.const 28)
               )
              )
             )
             (local.set $22
              (f32.load
               (i32.add
                (local.get $8)
                (i32.const 32)
               )
              )
             )
             (block
              (drop
               (f32.add
                (f32.mul
                 (local.tee $25
                  (local.tee $21
                   (f32.load
                    (i32.add
                     (local.get $2)
                     (local.get $10)
                    )
                   )
                  )
                 )
                 (local.get $21)
                )
                (f32.mul
                 (local.tee $37
                  (f32.load
                   (i32.add
                    (local.get $8)
                    (i32.const 12)
                   )
                  )
                 )
                 (local.tee $24
                  (local.tee $27
                   (f32.load
                    (i32.add
                     (local.get $8)
                     (i32.const 4)
                    )
                   )
                  )
                 )
                )
               )
              )
              (drop
               (f32.mul
                (local.get $31)
                (local.tee $26
                 (local.tee $32
                  (f32.load
                   (i32.add
                    (local.get $8)
                    (i32.const 8)
                   )
                  )
                 )
                )
               )
              )
             )
             (local.set $33
              (f32.load
               (i32.add
                (local.get $4)
                (local.get $9)
               )
              )
             )
             (local.set $34
              (f32.load
               (i32.add
                (local.get $8)
                (i32.const 16)
               )
              )
             )
             (local.set $38
              (f32.load
               (i32.add
                (local.tee $10
                 (i32.add
                  (local.get $4)
                  (local.get $9)
                 )
                )
                (i32.const 4)
               )
              )
             )
             (local.set $21
              (f32.load
               (i32.add
                (local.get $8)
                (i32.const 20)
               )
              )
             )
             (local.set $24
              (local.get $22)
             )
             (local.set $26
              (f32.load
               (i32.add
                (local.get $10)
                (i32.const 8)
               )
              )
             )
             (i32.store
              (i32.add
               (local.get $5)
               (local.get $9)
              )
              (local.get $6)
             )
             (i32.store
              (i32.add
               (local.tee $6
                (i32.add
                 (local.get $5)
                 (local.get $9)
                )
               )
               (i32.const 4)
              )
              (local.get $7)
             )
             (i32.store
              (i32.add
               (local.get $6)
               (i32.const 8)
              )
              (call $toi32
               (f64.promote_f32
                (f32.add
                 (f32.add
                  (f32.mul
                   (f32.add
                    (f32.add
                     (f32.mul
                      (local.get $25)
                      (local.get $19)
                     )
                     (f32.mul
                      (local.get $37)
                      (local.get $20)
                     )
                    )
                    (f32.mul
                     (local.get $31)
                     (local.get $22)
                    )
                   )
                   (local.get $33)
                  )
                  (f32.mul
                   (f32.add
                    (f32.add
                     (f32.mul
                      (local.get $27)
                      (local.get $19)
                     )
                     (f32.mul
                      (local.get $34)
                      (local.get $20)
                     )
                    )
                    (f32.mul
                     (local.get $20)
                     (local.get $22)
                    )
                   )
                   (local.get $38)
                  )
                 )
                 (f32.mul
                  (f32.add
                   (f32.add
                    (f32.mul
                     (local.get $32)
                     (local.get $19)
                    )
                    (f32.mul
                     (local.get $21)
                     (local.get $20)
                    )
                   )
                   (f32.mul
                    (local.get $24)
                    (local.get $22)
                   )
                  )
                  (local.get $26)
                 )
                )
               )
              )
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
         (else
          (if
           (i32.lt_s
            (local.get $0)
            (local.get $1)
           )
           (then
            (loop $l2
             (if
              (i32.ge_u
               (local.tee $2
                (i32.mul
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                 (i32.const 3)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (br $folding-inner1)
              )
             )
             (local.set $2
              (i32.sub
               (i32.div_s
                (i32.mul
                 (i32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.tee $2
                     (i32.mul
                      (i32.add
                       (local.get $0)
                       (local.get $13)
                      )
                      (i32.const 3)
                     )
                    )
                    (local.get $6)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 1)
                    )
                    (br $folding-inner1)
                   )
                  )
                  (i32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                )
                (i32.const 3)
               )
               (i32.const 1)
              )
             )
             (if
              (i32.ge_u
               (local.tee $3
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 3)
                 )
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (global.set $oob_index
                (local.get $3)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (local.set $3
              (i32.sub
               (i32.div_s
                (i32.mul
                 (i32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $3)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.tee $3
                     (i32.add
                      (i32.mul
                       (i32.add
                        (local.get $0)
                        (local.get $13)
                       )
                       (i32.const 3)
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
                    (global.set $oob_index
                     (local.get $3)
                    )
                    (return
                     (i32.const 1)
                    )
                   )
                  )
                  (i32.load
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
                (i32.const 3)
               )
               (i32.const 2)
              )
             )
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 3)
                 )
                 (i32.const 2)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (br $folding-inner5)
              )
             )
             (drop
              (i32.load
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
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 3)
                 )
                 (i32.const 2)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 1)
               )
               (br $folding-inner5)
              )
             )
             (drop
              (i32.load
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
                (i32.mul
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                 (i32.const 9)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $19
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 1)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $20
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $22
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 3)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $25
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 4)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $21
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 5)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $37
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 6)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $24
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 7)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $31
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 8)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $26
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.mul
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                 (i32.const 9)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $33
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 1)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $27
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $34
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 3)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (drop
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 4)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (drop
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 5)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (drop
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
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 9)
                 )
                 (i32.const 6)
                )
               )
               (local.get $8)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $63
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $19)
                 (local.tee $32
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
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $4
                    (i32.add
                     (i32.mul
                      (i32.add
                       (local.get $0)
                       (local.get $13)
                      )
                      (i32.const 9)
                     )
                     (i32.const 7)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (f32.mul
                  (local.get $25)
                  (local.tee $38
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
               (block (result f32)
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.add
                    (i32.mul
                     (i32.add
                      (local.get $0)
                      (local.get $13)
                     )
                     (i32.const 9)
                    )
                    (i32.const 8)
                   )
                  )
                  (local.get $8)
                 )
                 (then
                  (br $folding-inner3)
                 )
                )
                (f32.mul
                 (local.get $24)
                 (local.tee $50
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
             (local.set $64
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $20)
                 (local.get $33)
                )
                (f32.mul
                 (local.get $21)
                 (local.get $27)
                )
               )
               (f32.mul
                (local.get $31)
                (local.get $34)
               )
              )
             )
             (local.set $20
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $20)
                 (local.get $32)
                )
                (f32.mul
                 (local.get $21)
                 (local.get $38)
                )
               )
               (f32.mul
                (local.get $31)
                (local.get $50)
               )
              )
             )
             (local.set $22
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $22)
                 (local.get $32)
                )
                (f32.mul
                 (local.get $37)
                 (local.get $38)
                )
               )
               (f32.mul
                (local.get $26)
                (local.get $50)
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $4
                (i32.mul
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                 (i32.const 3)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner4)
              )
             )
             (local.set $19
              (f32.load
               (i32.add
                (local.get $9)
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
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 3)
                 )
                 (i32.const 1)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner4)
              )
             )
             (local.set $25
              (f32.load
               (i32.add
                (local.get $9)
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
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 3)
                 )
                 (i32.const 2)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner4)
              )
             )
             (local.set $21
              (f32.load
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $4)
                 (i32.const 2)
                )
               )
              )
             )
             (local.set $19
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $63)
                 (local.get $19)
                )
                (f32.mul
                 (local.get $20)
                 (local.get $25)
                )
               )
               (f32.mul
                (local.get $22)
                (local.get $21)
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $4
                (i32.mul
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                 (i32.const 3)
                )
               )
               (local.get $12)
              )
              (then
               (global.set $oob_site
                (i32.const 5)
               )
               (br $folding-inner5)
              )
             )
             (i32.store
              (i32.add
               (local.get $11)
               (i32.shl
                (local.get $4)
                (i32.const 2)
               )
              )
              (local.get $2)
             )
             (if
              (i32.ge_u
               (local.tee $2
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 3)
                 )
                 (i32.const 1)
                )
               )
               (local.get $12)
              )
              (then
               (br $folding-inner0)
              )
             )
             (i32.store
              (i32.add
               (local.get $11)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
              (local.get $3)
             )
             (local.set $3
              (call $toi32
               (f64.promote_f32
                (local.get $19)
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
                   (local.get $13)
                  )
                  (i32.const 3)
                 )
                 (i32.const 2)
                )
               )
               (local.get $12)
              )
              (then
               (br $folding-inner0)
              )
             )
             (i32.store
              (i32.add
               (local.get $11)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
              (local.get $3)
             )
             (br_if $l2
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
        (i32.const 5)
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
      (i32.const 2)
     )
     (br $folding-inner5)
    )
    (global.set $oob_site
     (i32.const 3)
    )
    (br $folding-inner5)
   )
   (global.set $oob_site
    (i32.const 4)
   )
  )
  (global.set $oob_index
   (local.get $4)
  )
  (i32.const 1)
 )
)
