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
  (local $13 f64)
  (local $14 f32)
  (local $15 f32)
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 f64)
  (local $21 f64)
  (local $22 f64)
  (local $23 f32)
  (local $24 f64)
  (local $25 f64)
  (local $26 f64)
  (local $27 f32)
  (local $28 f32)
  (local $29 f32)
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
             (local.tee $20
              (f64.mul
               (local.tee $25
                (f64.convert_i32_s
                 (i32.sub
                  (local.get $1)
                  (i32.const 1)
                 )
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
             (local.tee $24
              (f64.min
               (local.get $20)
               (local.tee $13
                (f64.mul
                 (local.tee $26
                  (f64.convert_i32_s
                   (local.get $0)
                  )
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
              (local.tee $21
               (f64.max
                (local.get $13)
                (local.get $20)
               )
              )
              (f64.const 3)
             )
            )
            (local.tee $22
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
           (i32.and
            (f64.lt
             (f64.add
              (local.get $20)
              (f64.const 2)
             )
             (f64.const 4503599627370496)
            )
            (f64.ge
             (f64.add
              (local.get $24)
              (f64.const 2)
             )
             (f64.const 0)
            )
           )
           (i32.and
            (f64.gt
             (local.get $22)
             (local.tee $13
              (f64.add
               (local.get $21)
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
               (local.get $20)
               (f64.const 1)
              )
              (f64.const 4503599627370496)
             )
             (f64.ge
              (f64.add
               (local.get $24)
               (f64.const 1)
              )
              (f64.const 0)
             )
            )
            (i32.and
             (f64.gt
              (local.get $22)
              (local.tee $13
               (f64.add
                (local.get $21)
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
                (local.get $20)
                (f64.const 0)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $24)
                (f64.const 0)
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.gt
               (local.get $22)
               (local.tee $13
                (f64.add
                 (local.get $21)
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
              (local.tee $2
               (i32.and
                (f64.lt
                 (f64.add
                  (local.tee $21
                   (f64.mul
                    (local.get $25)
                    (f64.const 3)
                   )
                  )
                  (f64.const 2)
                 )
                 (f64.const 4503599627370496)
                )
                (f64.ge
                 (f64.add
                  (local.tee $22
                   (f64.min
                    (local.get $21)
                    (local.tee $13
                     (f64.mul
                      (local.get $26)
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
                 (local.tee $20
                  (f64.add
                   (local.tee $25
                    (f64.max
                     (local.get $13)
                     (local.get $21)
                    )
                   )
                   (f64.const 2)
                  )
                 )
                )
                (local.tee $26
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
               (local.tee $3
                (i32.and
                 (f64.lt
                  (f64.add
                   (local.get $21)
                   (f64.const 1)
                  )
                  (f64.const 4503599627370496)
                 )
                 (f64.ge
                  (f64.add
                   (local.get $22)
                   (f64.const 1)
                  )
                  (f64.const 0)
                 )
                )
               )
               (i32.and
                (f64.gt
                 (local.get $26)
                 (local.tee $13
                  (local.tee $24
                   (f64.add
                    (local.get $25)
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
                    (local.get $21)
                    (f64.const 0)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (local.get $22)
                    (f64.const 0)
                   )
                   (f64.const 0)
                  )
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $26)
                  (local.tee $13
                   (local.tee $21
                    (f64.add
                     (local.get $25)
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
                    (local.get $20)
                   )
                   (local.tee $22
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
                 (local.get $2)
                )
                (i32.and
                 (i32.and
                  (i32.and
                   (f64.gt
                    (local.get $22)
                    (local.tee $13
                     (local.get $24)
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
                     (local.get $22)
                     (local.tee $13
                      (local.get $21)
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
                      (local.tee $13
                       (local.get $20)
                      )
                      (local.tee $20
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
                       (local.get $20)
                       (local.tee $13
                        (local.get $24)
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
                       (local.get $20)
                       (local.tee $13
                        (local.get $21)
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
        (then
         (if
          (i32.lt_s
           (local.get $0)
           (local.get $1)
          )
          (then
           (loop $l5
            (f32.store
             (i32.add
              (local.tee $2
               (i32.mul
                (local.get $0)
                (i32.const 12)
               )
              )
              (local.get $9)
             )
             (f32.add
              (f32.add
               (f32.sub
                (f32.add
                 (f32.sub
                  (f32.mul
                   (local.tee $14
                    (f32.load
                     (i32.add
                      (local.tee $3
                       (i32.add
                        (local.get $2)
                        (local.get $5)
                       )
                      )
                      (i32.const 4)
                     )
                    )
                   )
                   (local.tee $17
                    (f32.load
                     (i32.add
                      (local.tee $4
                       (i32.add
                        (local.get $2)
                        (local.get $7)
                       )
                      )
                      (i32.const 8)
                     )
                    )
                   )
                  )
                  (f32.mul
                   (local.tee $18
                    (f32.load
                     (i32.add
                      (local.get $3)
                      (i32.const 8)
                     )
                    )
                   )
                   (local.tee $15
                    (f32.load
                     (i32.add
                      (local.get $4)
                      (i32.const 4)
                     )
                    )
                   )
                  )
                 )
                 (f32.const 1)
                )
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.tee $16
                    (f32.load
                     (i32.add
                      (local.get $2)
                      (local.get $5)
                     )
                    )
                   )
                   (local.tee $19
                    (f32.load
                     (i32.add
                      (local.get $2)
                      (local.get $7)
                     )
                    )
                   )
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $19)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $16)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $19)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $16)
                (f32.const -1)
               )
               (f32.const 1)
              )
             )
            )
            (f32.store
             (i32.add
              (local.tee $2
               (i32.add
                (local.get $2)
                (local.get $9)
               )
              )
              (i32.const 4)
             )
             (f32.add
              (f32.add
               (f32.sub
                (f32.sub
                 (f32.mul
                  (local.get $18)
                  (local.get $19)
                 )
                 (f32.mul
                  (local.get $16)
                  (local.get $17)
                 )
                )
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $14)
                   (local.get $15)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $15)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $14)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $15)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $14)
                (f32.const -1)
               )
               (f32.const 1)
              )
             )
            )
            (f32.store
             (i32.add
              (local.get $2)
              (i32.const 8)
             )
             (f32.add
              (f32.add
               (f32.sub
                (f32.sub
                 (f32.mul
                  (local.get $16)
                  (local.get $15)
                 )
                 (f32.mul
                  (local.get $14)
                  (local.get $19)
                 )
                )
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $18)
                   (local.get $17)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $17)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $18)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $17)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $18)
                (f32.const -1)
               )
               (f32.const 1)
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
              (local.get $11)
             )
             (f32.add
              (f32.add
               (f32.mul
                (local.get $16)
                (local.get $19)
               )
               (f32.mul
                (local.get $14)
                (local.get $15)
               )
              )
              (f32.mul
               (local.get $18)
               (local.get $17)
              )
             )
            )
            (f32.store
             (i32.add
              (local.tee $2
               (i32.add
                (local.get $2)
                (local.get $11)
               )
              )
              (i32.const 4)
             )
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $16)
                 (local.get $16)
                )
                (f32.mul
                 (local.get $14)
                 (local.get $14)
                )
               )
               (f32.mul
                (local.get $18)
                (local.get $18)
               )
              )
             )
            )
            (f32.store
             (i32.add
              (local.get $2)
              (i32.const 8)
             )
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.tee $16
                  (f32.sub
                   (local.get $16)
                   (local.get $19)
                  )
                 )
                 (local.get $16)
                )
                (f32.mul
                 (local.tee $14
                  (f32.sub
                   (local.get $14)
                   (local.get $15)
                  )
                 )
                 (local.get $14)
                )
               )
               (f32.mul
                (local.tee $14
                 (f32.sub
                  (local.get $18)
                  (local.get $17)
                 )
                )
                (local.get $14)
               )
              )
             )
            )
            (f32.store
             (i32.add
              (local.get $2)
              (i32.const 12)
             )
             (f32.div
              (local.get $15)
              (f32.sqrt
               (f32.add
                (f32.add
                 (f32.mul
                  (local.get $19)
                  (local.get $19)
                 )
                 (f32.mul
                  (local.get $15)
                  (local.get $15)
                 )
                )
                (f32.mul
                 (local.get $17)
                 (local.get $17)
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
              (br $folding-inner0)
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
                 (local.get $0)
                 (i32.const 3)
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
                 (i32.const 3)
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
               (i32.mul
                (local.get $0)
                (i32.const 3)
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $16
             (f32.load
              (i32.add
               (local.get $7)
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
                 (i32.const 3)
                )
                (i32.const 1)
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $15
             (f32.load
              (i32.add
               (local.get $7)
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
                 (i32.const 3)
                )
                (i32.const 2)
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $23
             (f32.sub
              (f32.mul
               (local.get $18)
               (local.get $16)
              )
              (f32.mul
               (local.get $14)
               (local.tee $19
                (f32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
             )
            )
            (local.set $27
             (f32.sub
              (f32.mul
               (local.get $14)
               (local.get $15)
              )
              (f32.mul
               (local.get $17)
               (local.get $16)
              )
             )
            )
            (local.set $28
             (f32.add
              (f32.add
               (f32.sub
                (f32.add
                 (f32.sub
                  (f32.mul
                   (local.get $17)
                   (local.get $19)
                  )
                  (f32.mul
                   (local.get $18)
                   (local.get $15)
                  )
                 )
                 (f32.const 1)
                )
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $14)
                   (local.get $16)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $16)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $14)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $16)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $14)
                (f32.const -1)
               )
               (f32.const 1)
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (i32.mul
                (local.get $0)
                (i32.const 3)
               )
              )
              (local.get $10)
             )
             (then
              (br $folding-inner2)
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
             (local.get $28)
            )
            (local.set $23
             (f32.add
              (f32.add
               (f32.sub
                (local.get $23)
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $17)
                   (local.get $15)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $15)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $17)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $15)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $17)
                (f32.const -1)
               )
               (f32.const 1)
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
                (i32.const 1)
               )
              )
              (local.get $10)
             )
             (then
              (br $folding-inner2)
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
             (local.get $23)
            )
            (local.set $23
             (f32.add
              (f32.add
               (f32.sub
                (local.get $27)
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $18)
                   (local.get $19)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $19)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $18)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $19)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $18)
                (f32.const -1)
               )
               (f32.const 1)
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
              (local.get $10)
             )
             (then
              (br $folding-inner2)
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
             (local.get $23)
            )
            (local.set $23
             (f32.sub
              (local.get $14)
              (local.get $16)
             )
            )
            (local.set $27
             (f32.sub
              (local.get $17)
              (local.get $15)
             )
            )
            (local.set $28
             (f32.sub
              (local.get $18)
              (local.get $19)
             )
            )
            (local.set $29
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $16)
                 (local.get $16)
                )
                (f32.mul
                 (local.get $15)
                 (local.get $15)
                )
               )
               (f32.mul
                (local.get $19)
                (local.get $19)
               )
              )
             )
            )
            (local.set $16
             (f32.add
              (f32.add
               (f32.mul
                (local.get $14)
                (local.get $16)
               )
               (f32.mul
                (local.get $17)
                (local.get $15)
               )
              )
              (f32.mul
               (local.get $18)
               (local.get $19)
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
              (local.get $12)
             )
             (then
              (br $folding-inner3)
             )
            )
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $16)
            )
            (local.set $14
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $14)
                 (local.get $14)
                )
                (f32.mul
                 (local.get $17)
                 (local.get $17)
                )
               )
               (f32.mul
                (local.get $18)
                (local.get $18)
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
              (local.get $12)
             )
             (then
              (br $folding-inner3)
             )
            )
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $14)
            )
            (local.set $14
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $23)
                 (local.get $23)
                )
                (f32.mul
                 (local.get $27)
                 (local.get $27)
                )
               )
               (f32.mul
                (local.get $28)
                (local.get $28)
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
              (local.get $12)
             )
             (then
              (br $folding-inner3)
             )
            )
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $14)
            )
            (local.set $15
             (f32.div
              (local.get $15)
              (local.get $29)
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
                (i32.const 3)
               )
              )
              (local.get $12)
             )
             (then
              (br $folding-inner3)
             )
            )
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $15)
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
       (i32.const 0)
      )
      (br $folding-inner4)
     )
     (global.set $oob_site
      (i32.const 1)
     )
     (br $folding-inner4)
    )
    (global.set $oob_site
     (i32.const 2)
    )
    (br $folding-inner4)
   )
   (global.set $oob_site
    (i32.const 3)
   )
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (result i32)
  (local $14 f32)
  (local $15 f64)
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 f32)
  (local $21 f64)
  (local $22 f64)
  (local $23 f64)
  (local $24 f32)
  (local $25 f64)
  (local $26 f64)
  (local $27 f64)
  (local $28 f64)
  (local $29 f64)
  (local $30 f64)
  (local $31 f64)
  (local $32 f64)
  (local $33 f64)
  (local $34 f32)
  (local $35 f32)
  (local $36 f64)
  (local $37 f64)
  (local $38 f64)
  (local $39 f64)
  (local $40 f64)
  (local $41 f64)
  (local $42 f64)
  (local $43 f64)
  (local $44 f32)
  (local.set $36
   (f64.add
    (local.tee $25
     (f64.add
      (local.tee $42
       (f64.mul
        (local.tee $26
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
    (local.tee $23
     (f64.max
      (local.tee $43
       (f64.mul
        (local.tee $22
         (f64.convert_i32_s
          (local.get $0)
         )
        )
        (f64.const 3)
       )
      )
      (local.tee $32
       (f64.mul
        (local.tee $15
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
  (local.set $37
   (f64.add
    (local.tee $28
     (f64.add
      (local.get $25)
      (f64.const 1)
     )
    )
    (local.get $23)
   )
  )
  (local.set $38
   (f64.add
    (local.tee $29
     (f64.add
      (local.get $25)
      (f64.const 2)
     )
    )
    (local.get $23)
   )
  )
  (local.set $39
   (f64.add
    (local.tee $33
     (f64.add
      (local.tee $30
       (f64.mul
        (local.get $26)
        (f64.const 4)
       )
      )
      (f64.const 0)
     )
    )
    (local.tee $27
     (f64.max
      (local.tee $21
       (f64.mul
        (local.get $22)
        (f64.const 4)
       )
      )
      (local.tee $31
       (f64.mul
        (local.get $15)
        (f64.const 4)
       )
      )
     )
    )
   )
  )
  (local.set $40
   (f64.add
    (local.tee $26
     (f64.add
      (local.get $33)
      (f64.const 1)
     )
    )
    (local.get $27)
   )
  )
  (local.set $41
   (f64.add
    (local.tee $22
     (f64.add
      (local.get $33)
      (f64.const 2)
     )
    )
    (local.get $27)
   )
  )
  (local.set $27
   (f64.add
    (local.tee $15
     (f64.add
      (local.get $33)
      (f64.const 3)
     )
    )
    (local.get $27)
   )
  )
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
             (f64.add
              (local.tee $30
               (f64.add
                (f64.abs
                 (local.get $30)
                )
                (f64.const 0)
               )
              )
              (f64.const 3)
             )
             (local.get $31)
            )
            (f64.const 4503599627370496)
           )
           (f64.ge
            (f64.add
             (local.get $15)
             (local.tee $21
              (f64.min
               (local.get $21)
               (local.get $31)
              )
             )
            )
            (f64.const 0)
           )
          )
          (i32.and
           (f64.lt
            (local.get $27)
            (f64.const 2147483648)
           )
           (f64.gt
            (local.tee $15
             (f64.convert_i32_u
              (local.get $12)
             )
            )
            (local.get $27)
           )
          )
         )
         (i32.and
          (i32.and
           (i32.and
            (f64.lt
             (f64.add
              (f64.add
               (local.get $30)
               (f64.const 2)
              )
              (local.get $31)
             )
             (f64.const 4503599627370496)
            )
            (f64.ge
             (f64.add
              (local.get $22)
              (local.get $21)
             )
             (f64.const 0)
            )
           )
           (i32.and
            (f64.lt
             (local.get $41)
             (f64.const 2147483648)
            )
            (f64.gt
             (local.get $15)
             (local.get $41)
            )
           )
          )
          (i32.and
           (i32.and
            (i32.and
             (f64.lt
              (f64.add
               (f64.add
                (local.get $30)
                (f64.const 1)
               )
               (local.get $31)
              )
              (f64.const 4503599627370496)
             )
             (f64.ge
              (f64.add
               (local.get $26)
               (local.get $21)
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
              (local.get $15)
              (local.get $40)
             )
            )
           )
           (i32.and
            (i32.and
             (i32.and
              (f64.lt
               (f64.add
                (local.get $30)
                (local.get $31)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $33)
                (local.get $21)
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
               (local.get $15)
               (local.get $39)
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
                   (local.tee $26
                    (f64.add
                     (f64.abs
                      (local.get $42)
                     )
                     (f64.const 0)
                    )
                   )
                   (f64.const 2)
                  )
                  (local.get $32)
                 )
                 (f64.const 4503599627370496)
                )
               )
               (f64.ge
                (f64.add
                 (local.get $29)
                 (local.tee $21
                  (f64.min
                   (local.get $32)
                   (local.get $43)
                  )
                 )
                )
                (f64.const 0)
               )
              )
              (i32.and
               (f64.lt
                (local.tee $15
                 (f64.add
                  (local.get $29)
                  (local.get $23)
                 )
                )
                (local.tee $22
                 (f64.convert_i32_u
                  (local.get $10)
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
                (local.tee $3
                 (f64.lt
                  (f64.add
                   (f64.add
                    (local.get $26)
                    (f64.const 1)
                   )
                   (local.get $32)
                  )
                  (f64.const 4503599627370496)
                 )
                )
                (f64.ge
                 (f64.add
                  (local.get $28)
                  (local.get $21)
                 )
                 (f64.const 0)
                )
               )
               (i32.and
                (f64.gt
                 (local.get $22)
                 (local.tee $15
                  (f64.add
                   (local.get $28)
                   (local.get $23)
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
                 (local.tee $2
                  (f64.lt
                   (f64.add
                    (local.get $26)
                    (local.get $32)
                   )
                   (f64.const 4503599627370496)
                  )
                 )
                 (f64.ge
                  (f64.add
                   (local.get $25)
                   (local.get $21)
                  )
                  (f64.const 0)
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $22)
                  (local.tee $15
                   (f64.add
                    (local.get $25)
                    (local.get $23)
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
                  (f64.ge
                   (f64.add
                    (local.get $29)
                    (local.get $21)
                   )
                   (f64.const 0)
                  )
                  (local.get $4)
                 )
                 (i32.and
                  (f64.lt
                   (local.tee $15
                    (f64.add
                     (local.get $29)
                     (local.get $23)
                    )
                   )
                   (local.tee $22
                    (f64.convert_i32_u
                     (local.get $8)
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
                   (f64.ge
                    (f64.add
                     (local.get $28)
                     (local.get $21)
                    )
                    (f64.const 0)
                   )
                   (local.get $3)
                  )
                  (i32.and
                   (f64.gt
                    (local.get $22)
                    (local.tee $15
                     (f64.add
                      (local.get $28)
                      (local.get $23)
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
                    (f64.ge
                     (f64.add
                      (local.get $25)
                      (local.get $21)
                     )
                     (f64.const 0)
                    )
                    (local.get $2)
                   )
                   (i32.and
                    (f64.gt
                     (local.get $22)
                     (local.tee $15
                      (f64.add
                       (local.get $25)
                       (local.get $23)
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
                     (f64.ge
                      (f64.add
                       (local.get $29)
                       (local.get $21)
                      )
                      (f64.const 0)
                     )
                     (local.get $4)
                    )
                    (i32.and
                     (f64.lt
                      (local.get $38)
                      (f64.const 2147483648)
                     )
                     (f64.gt
                      (local.tee $15
                       (f64.convert_i32_u
                        (local.get $6)
                       )
                      )
                      (local.get $38)
                     )
                    )
                   )
                   (i32.and
                    (i32.and
                     (i32.and
                      (f64.ge
                       (f64.add
                        (local.get $28)
                        (local.get $21)
                       )
                       (f64.const 0)
                      )
                      (local.get $3)
                     )
                     (i32.and
                      (f64.lt
                       (local.get $37)
                       (f64.const 2147483648)
                      )
                      (f64.gt
                       (local.get $15)
                       (local.get $37)
                      )
                     )
                    )
                    (i32.and
                     (i32.and
                      (f64.ge
                       (f64.add
                        (local.get $25)
                        (local.get $21)
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
                       (local.get $15)
                       (local.get $36)
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
               (local.get $13)
               (i32.const 12)
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
           (local.set $5
            (i32.add
             (local.get $2)
             (local.get $9)
            )
           )
           (local.set $2
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $13)
              (i32.const 4)
             )
            )
           )
           (loop $l5
            (f32.store
             (i32.add
              (local.tee $8
               (i32.mul
                (local.get $0)
                (i32.const 12)
               )
              )
              (local.get $5)
             )
             (f32.add
              (f32.add
               (f32.sub
                (f32.add
                 (f32.sub
                  (f32.mul
                   (local.tee $14
                    (f32.load
                     (i32.add
                      (local.tee $7
                       (i32.add
                        (local.get $3)
                        (local.get $8)
                       )
                      )
                      (i32.const 4)
                     )
                    )
                   )
                   (local.tee $18
                    (f32.load
                     (i32.add
                      (local.tee $6
                       (i32.add
                        (local.get $4)
                        (local.get $8)
                       )
                      )
                      (i32.const 8)
                     )
                    )
                   )
                  )
                  (f32.mul
                   (local.tee $19
                    (f32.load
                     (i32.add
                      (local.get $7)
                      (i32.const 8)
                     )
                    )
                   )
                   (local.tee $16
                    (f32.load
                     (i32.add
                      (local.get $6)
                      (i32.const 4)
                     )
                    )
                   )
                  )
                 )
                 (f32.const 1)
                )
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.tee $17
                    (f32.load
                     (i32.add
                      (local.get $3)
                      (local.get $8)
                     )
                    )
                   )
                   (local.tee $20
                    (f32.load
                     (i32.add
                      (local.get $4)
                      (local.get $8)
                     )
                    )
                   )
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $20)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $17)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $20)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $17)
                (f32.const -1)
               )
               (f32.const 1)
              )
             )
            )
            (f32.store
             (i32.add
              (local.tee $6
               (i32.add
                (local.get $5)
                (local.get $8)
               )
              )
              (i32.const 4)
             )
             (f32.add
              (f32.add
               (f32.sub
                (f32.sub
                 (f32.mul
                  (local.get $19)
                  (local.get $20)
                 )
                 (f32.mul
                  (local.get $17)
                  (local.get $18)
                 )
                )
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $14)
                   (local.get $16)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $16)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $14)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $16)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $14)
                (f32.const -1)
               )
               (f32.const 1)
              )
             )
            )
            (f32.store
             (i32.add
              (local.get $6)
              (i32.const 8)
             )
             (f32.add
              (f32.add
               (f32.sub
                (f32.sub
                 (f32.mul
                  (local.get $17)
                  (local.get $16)
                 )
                 (f32.mul
                  (local.get $14)
                  (local.get $20)
                 )
                )
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $19)
                   (local.get $18)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $18)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $19)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $18)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $19)
                (f32.const -1)
               )
               (f32.const 1)
              )
             )
            )
            (f32.store
             (i32.add
              (local.tee $6
               (i32.shl
                (local.get $0)
                (i32.const 4)
               )
              )
              (local.get $2)
             )
             (f32.add
              (f32.add
               (f32.mul
                (local.get $17)
                (local.get $20)
               )
               (f32.mul
                (local.get $14)
                (local.get $16)
               )
              )
              (f32.mul
               (local.get $19)
               (local.get $18)
              )
             )
            )
            (f32.store
             (i32.add
              (local.tee $6
               (i32.add
                (local.get $2)
                (local.get $6)
               )
              )
              (i32.const 4)
             )
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $17)
                 (local.get $17)
                )
                (f32.mul
                 (local.get $14)
                 (local.get $14)
                )
               )
               (f32.mul
                (local.get $19)
                (local.get $19)
               )
              )
             )
            )
            (f32.store
             (i32.add
              (local.get $6)
              (i32.const 8)
             )
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.tee $17
                  (f32.sub
                   (local.get $17)
                   (local.get $20)
                  )
                 )
                 (local.get $17)
                )
                (f32.mul
                 (local.tee $14
                  (f32.sub
                   (local.get $14)
                   (local.get $16)
                  )
                 )
                 (local.get $14)
                )
               )
               (f32.mul
                (local.tee $14
                 (f32.sub
                  (local.get $19)
                  (local.get $18)
                 )
                )
                (local.get $14)
               )
              )
             )
            )
            (f32.store
             (i32.add
              (local.get $6)
              (i32.const 12)
             )
             (f32.div
              (local.get $16)
              (f32.sqrt
               (f32.add
                (f32.add
                 (f32.mul
                  (local.get $20)
                  (local.get $20)
                 )
                 (f32.mul
                  (local.get $16)
                  (local.get $16)
                 )
                )
                (f32.mul
                 (local.get $18)
                 (local.get $18)
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
              (br $folding-inner0)
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
              (br $folding-inner0)
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
              (local.tee $2
               (i32.mul
                (i32.add
                 (local.get $0)
                 (local.get $13)
                )
                (i32.const 3)
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $17
             (f32.load
              (i32.add
               (local.get $7)
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
                  (local.get $13)
                 )
                 (i32.const 3)
                )
                (i32.const 1)
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $16
             (f32.load
              (i32.add
               (local.get $7)
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
                  (local.get $13)
                 )
                 (i32.const 3)
                )
                (i32.const 2)
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $24
             (f32.sub
              (f32.mul
               (local.get $19)
               (local.get $17)
              )
              (f32.mul
               (local.get $14)
               (local.tee $20
                (f32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
             )
            )
            (local.set $34
             (f32.sub
              (f32.mul
               (local.get $14)
               (local.get $16)
              )
              (f32.mul
               (local.get $18)
               (local.get $17)
              )
             )
            )
            (local.set $35
             (f32.add
              (f32.add
               (f32.sub
                (f32.add
                 (f32.sub
                  (f32.mul
                   (local.get $18)
                   (local.get $20)
                  )
                  (f32.mul
                   (local.get $19)
                   (local.get $16)
                  )
                 )
                 (f32.const 1)
                )
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $14)
                   (local.get $17)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $17)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $14)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $17)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $14)
                (f32.const -1)
               )
               (f32.const 1)
              )
             )
            )
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
              (local.get $10)
             )
             (then
              (br $folding-inner2)
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
             (local.get $35)
            )
            (local.set $24
             (f32.add
              (f32.add
               (f32.sub
                (local.get $24)
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $18)
                   (local.get $16)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $16)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $18)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $16)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $18)
                (f32.const -1)
               )
               (f32.const 1)
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
                (i32.const 1)
               )
              )
              (local.get $10)
             )
             (then
              (br $folding-inner2)
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
             (local.get $24)
            )
            (local.set $24
             (f32.add
              (f32.add
               (f32.sub
                (local.get $34)
                (f32.sub
                 (f32.mul
                  (f32.add
                   (local.get $19)
                   (local.get $20)
                  )
                  (f32.const 2)
                 )
                 (f32.div
                  (local.get $20)
                  (f32.const 3)
                 )
                )
               )
               (f32.add
                (f32.mul
                 (local.get $19)
                 (f32.const 0.5)
                )
                (f32.mul
                 (local.get $20)
                 (f32.const 0.5)
                )
               )
              )
              (f32.min
               (f32.max
                (local.get $19)
                (f32.const -1)
               )
               (f32.const 1)
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
              (local.get $10)
             )
             (then
              (br $folding-inner2)
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
             (local.get $24)
            )
            (local.set $24
             (f32.sub
              (local.get $14)
              (local.get $17)
             )
            )
            (local.set $34
             (f32.sub
              (local.get $18)
              (local.get $16)
             )
            )
            (local.set $35
             (f32.sub
              (local.get $19)
              (local.get $20)
             )
            )
            (local.set $44
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $17)
                 (local.get $17)
                )
                (f32.mul
                 (local.get $16)
                 (local.get $16)
                )
               )
               (f32.mul
                (local.get $20)
                (local.get $20)
               )
              )
             )
            )
            (local.set $17
             (f32.add
              (f32.add
               (f32.mul
                (local.get $14)
                (local.get $17)
               )
               (f32.mul
                (local.get $18)
                (local.get $16)
               )
              )
              (f32.mul
               (local.get $19)
               (local.get $20)
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (i32.shl
                (i32.add
                 (local.get $0)
                 (local.get $13)
                )
                (i32.const 2)
               )
              )
              (local.get $12)
             )
             (then
              (br $folding-inner3)
             )
            )
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $17)
            )
            (local.set $14
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $14)
                 (local.get $14)
                )
                (f32.mul
                 (local.get $18)
                 (local.get $18)
                )
               )
               (f32.mul
                (local.get $19)
                (local.get $19)
               )
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (i32.add
                (i32.shl
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                 (i32.const 2)
                )
                (i32.const 1)
               )
              )
              (local.get $12)
             )
             (then
              (br $folding-inner3)
             )
            )
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $14)
            )
            (local.set $14
             (f32.sqrt
              (f32.add
               (f32.add
                (f32.mul
                 (local.get $24)
                 (local.get $24)
                )
                (f32.mul
                 (local.get $34)
                 (local.get $34)
                )
               )
               (f32.mul
                (local.get $35)
                (local.get $35)
               )
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (i32.add
                (i32.shl
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                 (i32.const 2)
                )
                (i32.const 2)
               )
              )
              (local.get $12)
             )
             (then
              (br $folding-inner3)
             )
            )
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $14)
            )
            (local.set $16
             (f32.div
              (local.get $16)
              (local.get $44)
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (i32.add
                (i32.shl
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                 (i32.const 2)
                )
                (i32.const 3)
               )
              )
              (local.get $12)
             )
             (then
              (br $folding-inner3)
             )
            )
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $16)
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
       (i32.const 0)
      )
      (br $folding-inner4)
     )
     (global.set $oob_site
      (i32.const 1)
     )
     (br $folding-inner4)
    )
    (global.set $oob_site
     (i32.const 2)
    )
    (br $folding-inner4)
   )
   (global.set $oob_site
    (i32.const 3)
   )
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)
