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
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (local $18 f64)
  (local $19 f64)
  (local $20 f64)
  (local $21 f64)
  (local $22 f64)
  (local $23 f32)
  (local $24 f64)
  (local $25 f64)
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
             (local.tee $24
              (f64.convert_i32_s
               (i32.sub
                (local.get $1)
                (i32.const 1)
               )
              )
             )
             (f64.const 8)
            )
           )
           (f64.const 7)
          )
          (f64.const 4503599627370496)
         )
         (f64.ge
          (f64.add
           (local.tee $18
            (f64.min
             (local.get $16)
             (local.tee $17
              (f64.mul
               (local.tee $25
                (f64.convert_i32_s
                 (local.get $0)
                )
               )
               (f64.const 8)
              )
             )
            )
           )
           (f64.const 7)
          )
          (f64.const 0)
         )
        )
        (i32.and
         (f64.lt
          (local.tee $13
           (f64.add
            (local.tee $17
             (f64.max
              (local.get $16)
              (local.get $17)
             )
            )
            (f64.const 7)
           )
          )
          (local.tee $19
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
            (local.get $16)
            (f64.const 6)
           )
           (f64.const 4503599627370496)
          )
          (f64.ge
           (f64.add
            (local.get $18)
            (f64.const 6)
           )
           (f64.const 0)
          )
         )
         (i32.and
          (f64.gt
           (local.get $19)
           (local.tee $13
            (f64.add
             (local.get $17)
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
             (local.tee $13
              (f64.mul
               (local.get $24)
               (f64.const 4)
              )
             )
             (f64.const 3)
            )
            (f64.const 4503599627370496)
           )
           (f64.ge
            (f64.add
             (local.tee $15
              (f64.min
               (local.get $13)
               (local.tee $20
                (f64.mul
                 (local.get $25)
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
            (local.tee $21
             (f64.add
              (local.tee $20
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
              (local.get $10)
             )
            )
           )
           (f64.lt
            (local.get $21)
            (f64.const 2147483648)
           )
          )
         )
         (i32.and
          (i32.and
           (i32.and
            (f64.lt
             (f64.add
              (local.get $13)
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
             (local.get $22)
             (local.tee $21
              (f64.add
               (local.get $20)
               (f64.const 2)
              )
             )
            )
            (f64.lt
             (local.get $21)
             (f64.const 2147483648)
            )
           )
          )
          (i32.and
           (i32.and
            (i32.and
             (f64.lt
              (f64.add
               (local.get $13)
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
              (local.get $22)
              (local.tee $21
               (f64.add
                (local.get $20)
                (f64.const 1)
               )
              )
             )
             (f64.lt
              (local.get $21)
              (f64.const 2147483648)
             )
            )
           )
           (i32.and
            (i32.and
             (i32.and
              (f64.lt
               (f64.add
                (local.get $13)
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
               (local.get $22)
               (local.tee $13
                (f64.add
                 (local.get $20)
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
                (f64.add
                 (local.get $16)
                 (f64.const 5)
                )
                (f64.const 4503599627370496)
               )
               (f64.ge
                (f64.add
                 (local.get $18)
                 (f64.const 5)
                )
                (f64.const 0)
               )
              )
              (i32.and
               (f64.gt
                (local.get $19)
                (local.tee $13
                 (f64.add
                  (local.get $17)
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
               (local.tee $2
                (i32.and
                 (f64.lt
                  (f64.add
                   (local.tee $13
                    (f64.mul
                     (local.get $24)
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
                    (local.get $13)
                    (local.tee $15
                     (f64.mul
                      (local.get $25)
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
                 (local.tee $13
                  (f64.add
                   (f64.max
                    (local.get $13)
                    (local.get $15)
                   )
                   (f64.const 0)
                  )
                 )
                 (f64.convert_i32_u
                  (local.get $8)
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
                   (local.get $16)
                   (f64.const 4)
                  )
                  (f64.const 4503599627370496)
                 )
                 (f64.ge
                  (f64.add
                   (local.get $18)
                   (f64.const 4)
                  )
                  (f64.const 0)
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $19)
                  (local.tee $15
                   (f64.add
                    (local.get $17)
                    (f64.const 4)
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
                    (local.get $16)
                    (f64.const 3)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (local.get $18)
                    (f64.const 3)
                   )
                   (f64.const 0)
                  )
                 )
                 (i32.and
                  (f64.gt
                   (local.get $19)
                   (local.tee $15
                    (f64.add
                     (local.get $17)
                     (f64.const 3)
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
                     (local.get $16)
                     (f64.const 2)
                    )
                    (f64.const 4503599627370496)
                   )
                   (f64.ge
                    (f64.add
                     (local.get $18)
                     (f64.const 2)
                    )
                    (f64.const 0)
                   )
                  )
                  (i32.and
                   (f64.gt
                    (local.get $19)
                    (local.tee $15
                     (f64.add
                      (local.get $17)
                      (f64.const 2)
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
                      (local.get $16)
                      (f64.const 1)
                     )
                     (f64.const 4503599627370496)
                    )
                    (f64.ge
                     (f64.add
                      (local.get $18)
                      (f64.const 1)
                     )
                     (f64.const 0)
                    )
                   )
                   (i32.and
                    (f64.gt
                     (local.get $19)
                     (local.tee $15
                      (f64.add
                       (local.get $17)
                       (f64.const 1)
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
                       (local.get $16)
                       (f64.const 0)
                      )
                      (f64.const 4503599627370496)
                     )
                     (f64.ge
                      (f64.add
                       (local.get $18)
                       (f64.const 0)
                      )
                      (f64.const 0)
                     )
                    )
                    (i32.and
                     (f64.gt
                      (local.get $19)
                      (local.tee $16
                       (f64.add
                        (local.get $17)
                        (f64.const 0)
                       )
                      )
                     )
                     (f64.lt
                      (local.get $16)
                      (f64.const 2147483648)
                     )
                    )
                   )
                   (i32.and
                    (local.get $2)
                    (i32.and
                     (f64.lt
                      (local.get $13)
                      (f64.const 2147483648)
                     )
                     (f64.gt
                      (f64.convert_i32_u
                       (local.get $6)
                      )
                      (local.get $13)
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
          (drop
           (f32.load
            (i32.add
             (local.tee $2
              (local.tee $6
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (local.get $5)
            )
           )
          )
          (f32.store
           (i32.add
            (local.tee $3
             (i32.shl
              (local.get $0)
              (i32.const 5)
             )
            )
            (local.get $11)
           )
           (f32.const -inf)
          )
          (f32.store
           (i32.add
            (local.tee $4
             (i32.add
              (local.get $3)
              (local.get $11)
             )
            )
            (i32.const 4)
           )
           (f32.const -inf)
          )
          (f32.store
           (i32.add
            (local.get $4)
            (i32.const 8)
           )
           (f32.const -inf)
          )
          (f32.store
           (i32.add
            (local.get $4)
            (i32.const 12)
           )
           (f32.div
            (f32.const 1)
            (select
             (f32.add
              (local.tee $14
               (f32.ceil
                (local.tee $23
                 (f32.load
                  (i32.add
                   (local.get $5)
                   (local.get $6)
                  )
                 )
                )
               )
              )
              (f32.const -1)
             )
             (local.get $14)
             (f32.gt
              (f32.add
               (local.get $14)
               (f32.const -0.5)
              )
              (local.get $23)
             )
            )
           )
          )
          (f32.store
           (i32.add
            (local.get $4)
            (i32.const 16)
           )
           (f32.add
            (f32.add
             (f32.load
              (i32.add
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
               (local.get $5)
              )
             )
             (f32.load
              (i32.add
               (local.get $2)
               (local.get $7)
              )
             )
            )
            (f32.const 0.10000000149011612)
           )
          )
          (f32.store
           (i32.add
            (local.get $4)
            (i32.const 20)
           )
           (f32.add
            (f32.add
             (f32.add
              (f32.load
               (i32.add
                (local.tee $2
                 (local.tee $3
                  (i32.shl
                   (local.get $0)
                   (i32.const 4)
                  )
                 )
                )
                (local.get $9)
               )
              )
              (f32.load
               (i32.add
                (local.tee $2
                 (i32.add
                  (local.get $2)
                  (local.get $9)
                 )
                )
                (i32.const 4)
               )
              )
             )
             (f32.load
              (i32.add
               (local.get $2)
               (i32.const 8)
              )
             )
            )
            (f32.load
             (i32.add
              (local.get $2)
              (i32.const 12)
             )
            )
           )
          )
          (f32.store
           (i32.add
            (local.get $4)
            (i32.const 24)
           )
           (f32.add
            (f32.add
             (f32.add
              (f32.load
               (i32.add
                (local.get $3)
                (local.get $9)
               )
              )
              (f32.load
               (i32.add
                (local.tee $2
                 (i32.add
                  (local.get $3)
                  (local.get $9)
                 )
                )
                (i32.const 4)
               )
              )
             )
             (f32.load
              (i32.add
               (local.get $2)
               (i32.const 8)
              )
             )
            )
            (f32.load
             (i32.add
              (local.get $2)
              (i32.const 12)
             )
            )
           )
          )
          (f32.store
           (i32.add
            (local.get $4)
            (i32.const 28)
           )
           (f32.add
            (f32.sub
             (f32.sub
              (f32.load
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
                (local.get $5)
               )
              )
              (local.tee $14
               (f32.load
                (i32.add
                 (local.get $6)
                 (local.get $7)
                )
               )
              )
             )
             (f32.load
              (i32.add
               (i32.shl
                (local.get $0)
                (i32.const 4)
               )
               (local.get $9)
              )
             )
            )
            (f32.sub
             (local.get $14)
             (f32.load
              (i32.add
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
               (local.get $5)
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
            (local.get $0)
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 0)
            )
            (br $folding-inner0)
           )
          )
          (drop
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
            (local.tee $2
             (i32.shl
              (local.get $0)
              (i32.const 3)
             )
            )
            (local.get $12)
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
            (local.get $11)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (f32.const -inf)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.shl
               (local.get $0)
               (i32.const 3)
              )
              (i32.const 1)
             )
            )
            (local.get $12)
           )
           (then
            (global.set $oob_site
             (i32.const 2)
            )
            (br $folding-inner1)
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
           (f32.const -inf)
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.shl
               (local.get $0)
               (i32.const 3)
              )
              (i32.const 2)
             )
            )
            (local.get $12)
           )
           (then
            (global.set $oob_site
             (i32.const 3)
            )
            (br $folding-inner1)
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
           (f32.const -inf)
          )
          (local.set $2
           (i32.add
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 3)
           )
          )
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 4)
            )
            (br $folding-inner0)
           )
          )
          (local.set $14
           (f32.div
            (f32.const 1)
            (select
             (f32.add
              (local.tee $14
               (f32.ceil
                (local.tee $23
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
               )
              )
              (f32.const -1)
             )
             (local.get $14)
             (f32.gt
              (f32.add
               (local.get $14)
               (f32.const -0.5)
              )
              (local.get $23)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $2)
            (local.get $12)
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
            (local.get $11)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $14)
          )
          (local.set $2
           (i32.add
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 4)
           )
          )
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 6)
            )
            (br $folding-inner0)
           )
          )
          (local.set $14
           (f32.add
            (f32.add
             (f32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (block (result f32)
              (if
               (i32.ge_u
                (local.get $0)
                (local.get $8)
               )
               (then
                (global.set $oob_site
                 (i32.const 7)
                )
                (br $folding-inner0)
               )
              )
              (f32.load
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (f32.const 0.10000000149011612)
           )
          )
          (if
           (i32.ge_u
            (local.get $2)
            (local.get $12)
           )
           (then
            (global.set $oob_site
             (i32.const 8)
            )
            (br $folding-inner1)
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
          (local.set $2
           (i32.add
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 5)
           )
          )
          (if
           (i32.ge_u
            (local.tee $3
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
            (local.get $10)
           )
           (then
            (global.set $oob_site
             (i32.const 9)
            )
            (br $folding-inner2)
           )
          )
          (local.set $14
           (f32.add
            (f32.add
             (f32.add
              (f32.load
               (i32.add
                (local.get $9)
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
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                   (i32.const 1)
                  )
                 )
                 (local.get $10)
                )
                (then
                 (global.set $oob_site
                  (i32.const 10)
                 )
                 (br $folding-inner2)
                )
               )
               (f32.load
                (i32.add
                 (local.get $9)
                 (i32.shl
                  (local.get $3)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (block (result f32)
              (if
               (i32.ge_u
                (local.tee $3
                 (i32.add
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                  (i32.const 2)
                 )
                )
                (local.get $10)
               )
               (then
                (global.set $oob_site
                 (i32.const 11)
                )
                (br $folding-inner2)
               )
              )
              (f32.load
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $3)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $3
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
                (i32.const 12)
               )
               (br $folding-inner2)
              )
             )
             (f32.load
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $3)
                (i32.const 2)
               )
              )
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $2)
            (local.get $12)
           )
           (then
            (global.set $oob_site
             (i32.const 13)
            )
            (br $folding-inner1)
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
          (local.set $2
           (i32.add
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 6)
           )
          )
          (if
           (i32.ge_u
            (local.tee $3
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
            (local.get $10)
           )
           (then
            (global.set $oob_site
             (i32.const 14)
            )
            (br $folding-inner2)
           )
          )
          (local.set $14
           (f32.add
            (f32.add
             (f32.add
              (f32.load
               (i32.add
                (local.get $9)
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
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                   (i32.const 1)
                  )
                 )
                 (local.get $10)
                )
                (then
                 (global.set $oob_site
                  (i32.const 15)
                 )
                 (br $folding-inner2)
                )
               )
               (f32.load
                (i32.add
                 (local.get $9)
                 (i32.shl
                  (local.get $3)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (block (result f32)
              (if
               (i32.ge_u
                (local.tee $3
                 (i32.add
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                  (i32.const 2)
                 )
                )
                (local.get $10)
               )
               (then
                (global.set $oob_site
                 (i32.const 16)
                )
                (br $folding-inner2)
               )
              )
              (f32.load
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $3)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $3
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
                (i32.const 17)
               )
               (br $folding-inner2)
              )
             )
             (f32.load
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $3)
                (i32.const 2)
               )
              )
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $2)
            (local.get $12)
           )
           (then
            (global.set $oob_site
             (i32.const 18)
            )
            (br $folding-inner1)
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
          (local.set $2
           (i32.add
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 7)
           )
          )
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 19)
            )
            (br $folding-inner0)
           )
          )
          (local.set $14
           (f32.add
            (f32.sub
             (f32.sub
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (block (result f32)
               (if
                (i32.ge_u
                 (local.get $0)
                 (local.get $8)
                )
                (then
                 (global.set $oob_site
                  (i32.const 20)
                 )
                 (br $folding-inner0)
                )
               )
               (f32.load
                (i32.add
                 (local.get $7)
                 (local.tee $3
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
             )
             (block (result f32)
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $10)
               )
               (then
                (global.set $oob_site
                 (i32.const 21)
                )
                (br $folding-inner2)
               )
              )
              (f32.load
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $3)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.get $0)
               (local.get $8)
              )
              (then
               (global.set $oob_site
                (i32.const 22)
               )
               (br $folding-inner0)
              )
             )
             (f32.sub
              (f32.load
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (block (result f32)
               (if
                (i32.ge_u
                 (local.get $0)
                 (local.get $6)
                )
                (then
                 (global.set $oob_site
                  (i32.const 23)
                 )
                 (br $folding-inner0)
                )
               )
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
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $2)
            (local.get $12)
           )
           (then
            (global.set $oob_site
             (i32.const 24)
            )
            (br $folding-inner1)
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
    (global.set $oob_index
     (local.get $0)
    )
    (return
     (i32.const 1)
    )
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

;; ==== fast (hoisted range checks) ====
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
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (local $18 f64)
  (local $19 f64)
  (local $20 f64)
  (local $21 f64)
  (local $22 f64)
  (local $23 f32)
  (block $folding-inner1
   (block $folding-inner0
    (if
     (i32.and
      (i32.and
       (i32.and
        (f64.lt
         (f64.add
          (local.tee $15
           (f64.mul
            (local.tee $13
             (f64.convert_i32_s
              (i32.sub
               (local.get $1)
               (i32.const 1)
              )
             )
            )
            (f64.const 8)
           )
          )
          (f64.const 7)
         )
         (f64.const 4503599627370496)
        )
        (f64.ge
         (f64.add
          (local.tee $18
           (f64.min
            (local.get $15)
            (local.tee $16
             (f64.mul
              (local.tee $20
               (f64.convert_i32_s
                (local.get $0)
               )
              )
              (f64.const 8)
             )
            )
           )
          )
          (f64.const 7)
         )
         (f64.const 0)
        )
       )
       (i32.and
        (f64.lt
         (local.tee $17
          (f64.add
           (local.tee $16
            (f64.max
             (local.get $15)
             (local.get $16)
            )
           )
           (f64.const 7)
          )
         )
         (local.tee $19
          (f64.convert_i32_u
           (local.get $12)
          )
         )
        )
        (f64.lt
         (local.get $17)
         (f64.const 2147483648)
        )
       )
      )
      (i32.and
       (i32.and
        (i32.and
         (f64.lt
          (f64.add
           (local.get $15)
           (f64.const 6)
          )
          (f64.const 4503599627370496)
         )
         (f64.ge
          (f64.add
           (local.get $18)
           (f64.const 6)
          )
          (f64.const 0)
         )
        )
        (i32.and
         (f64.gt
          (local.get $19)
          (local.tee $17
           (f64.add
            (local.get $16)
            (f64.const 6)
           )
          )
         )
         (f64.lt
          (local.get $17)
          (f64.const 2147483648)
         )
        )
       )
       (i32.and
        (i32.and
         (i32.and
          (f64.lt
           (f64.add
            (local.tee $13
             (f64.mul
              (local.get $13)
              (f64.const 4)
             )
            )
            (f64.const 3)
           )
           (f64.const 4503599627370496)
          )
          (f64.ge
           (f64.add
            (local.tee $20
             (f64.min
              (local.get $13)
              (local.tee $17
               (f64.mul
                (local.get $20)
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
           (local.tee $21
            (f64.add
             (local.tee $17
              (f64.max
               (local.get $13)
               (local.get $17)
              )
             )
             (f64.const 3)
            )
           )
           (local.tee $22
            (f64.convert_i32_u
             (local.get $10)
            )
           )
          )
          (f64.lt
           (local.get $21)
           (f64.const 2147483648)
          )
         )
        )
        (i32.and
         (i32.and
          (i32.and
           (f64.lt
            (f64.add
             (local.get $13)
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
          (i32.and
           (f64.gt
            (local.get $22)
            (local.tee $21
             (f64.add
              (local.get $17)
              (f64.const 2)
             )
            )
           )
           (f64.lt
            (local.get $21)
            (f64.const 2147483648)
           )
          )
         )
         (i32.and
          (i32.and
           (i32.and
            (f64.lt
             (f64.add
              (local.get $13)
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
           (i32.and
            (f64.gt
             (local.get $22)
             (local.tee $21
              (f64.add
               (local.get $17)
               (f64.const 1)
              )
             )
            )
            (f64.lt
             (local.get $21)
             (f64.const 2147483648)
            )
           )
          )
          (i32.and
           (i32.and
            (i32.and
             (f64.lt
              (f64.add
               (local.get $13)
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
            (i32.and
             (f64.gt
              (local.get $22)
              (local.tee $13
               (f64.add
                (local.get $17)
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
               (f64.add
                (local.get $15)
                (f64.const 5)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $18)
                (f64.const 5)
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.gt
               (local.get $19)
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
                 (local.get $15)
                 (f64.const 4)
                )
                (f64.const 4503599627370496)
               )
               (f64.ge
                (f64.add
                 (local.get $18)
                 (f64.const 4)
                )
                (f64.const 0)
               )
              )
              (i32.and
               (f64.gt
                (local.get $19)
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
                  (local.get $15)
                  (f64.const 3)
                 )
                 (f64.const 4503599627370496)
                )
                (f64.ge
                 (f64.add
                  (local.get $18)
                  (f64.const 3)
                 )
                 (f64.const 0)
                )
               )
               (i32.and
                (f64.gt
                 (local.get $19)
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
                   (local.get $15)
                   (f64.const 2)
                  )
                  (f64.const 4503599627370496)
                 )
                 (f64.ge
                  (f64.add
                   (local.get $18)
                   (f64.const 2)
                  )
                  (f64.const 0)
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $19)
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
                    (local.get $15)
                    (f64.const 1)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (local.get $18)
                    (f64.const 1)
                   )
                   (f64.const 0)
                  )
                 )
                 (i32.and
                  (f64.gt
                   (local.get $19)
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
                  (f64.lt
                   (f64.add
                    (local.get $15)
                    (f64.const 0)
                   )
                   (f64.const 4503599627370496)
                  )
                  (f64.ge
                   (f64.add
                    (local.get $18)
                    (f64.const 0)
                   )
                   (f64.const 0)
                  )
                 )
                 (i32.and
                  (f64.gt
                   (local.get $19)
                   (local.tee $15
                    (f64.add
                     (local.get $16)
                     (f64.const 0)
                    )
                   )
                  )
                  (f64.lt
                   (local.get $15)
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
     (then
      (if
       (i32.lt_s
        (local.get $0)
        (local.get $1)
       )
       (then
        (loop $l5
         (drop
          (f32.load
           (i32.add
            (local.get $5)
            (local.tee $3
             (local.tee $4
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
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
             (i32.const 5)
            )
           )
           (local.get $11)
          )
          (f32.const -inf)
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
          (f32.const -inf)
         )
         (f32.store
          (i32.add
           (local.get $2)
           (i32.const 8)
          )
          (f32.const -inf)
         )
         (f32.store
          (i32.add
           (local.get $2)
           (i32.const 12)
          )
          (f32.div
           (f32.const 1)
           (select
            (f32.add
             (local.tee $14
              (f32.ceil
               (local.tee $23
                (f32.load
                 (i32.add
                  (local.get $4)
                  (local.get $5)
                 )
                )
               )
              )
             )
             (f32.const -1)
            )
            (local.get $14)
            (f32.gt
             (f32.add
              (local.get $14)
              (f32.const -0.5)
             )
             (local.get $23)
            )
           )
          )
         )
         (f32.store
          (i32.add
           (local.get $2)
           (i32.const 16)
          )
          (f32.add
           (f32.add
            (f32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
            (f32.load
             (i32.add
              (local.get $3)
              (local.get $7)
             )
            )
           )
           (f32.const 0.10000000149011612)
          )
         )
         (f32.store
          (i32.add
           (local.get $2)
           (i32.const 20)
          )
          (f32.add
           (f32.add
            (f32.add
             (f32.load
              (i32.add
               (local.tee $3
                (local.tee $6
                 (i32.shl
                  (local.get $0)
                  (i32.const 4)
                 )
                )
               )
               (local.get $9)
              )
             )
             (f32.load
              (i32.add
               (local.tee $3
                (i32.add
                 (local.get $3)
                 (local.get $9)
                )
               )
               (i32.const 4)
              )
             )
            )
            (f32.load
             (i32.add
              (local.get $3)
              (i32.const 8)
             )
            )
           )
           (f32.load
            (i32.add
             (local.get $3)
             (i32.const 12)
            )
           )
          )
         )
         (f32.store
          (i32.add
           (local.get $2)
           (i32.const 24)
          )
          (f32.add
           (f32.add
            (f32.add
             (f32.load
              (i32.add
               (local.get $6)
               (local.get $9)
              )
             )
             (f32.load
              (i32.add
               (local.tee $3
                (i32.add
                 (local.get $6)
                 (local.get $9)
                )
               )
               (i32.const 4)
              )
             )
            )
            (f32.load
             (i32.add
              (local.get $3)
              (i32.const 8)
             )
            )
           )
           (f32.load
            (i32.add
             (local.get $3)
             (i32.const 12)
            )
           )
          )
         )
         (f32.store
          (i32.add
           (local.get $2)
           (i32.const 28)
          )
          (f32.add
           (f32.sub
            (f32.sub
             (f32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (local.tee $14
              (f32.load
               (i32.add
                (local.get $4)
                (local.get $7)
               )
              )
             )
            )
            (f32.load
             (i32.add
              (i32.shl
               (local.get $0)
               (i32.const 4)
              )
              (local.get $9)
             )
            )
           )
           (f32.sub
            (local.get $14)
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
         (drop
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
           (local.tee $2
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
           )
           (local.get $12)
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
           (local.get $11)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
          (f32.const -inf)
         )
         (if
          (i32.ge_u
           (local.tee $2
            (i32.add
             (i32.shl
              (local.get $0)
              (i32.const 3)
             )
             (i32.const 1)
            )
           )
           (local.get $12)
          )
          (then
           (global.set $oob_site
            (i32.const 2)
           )
           (br $folding-inner0)
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
          (f32.const -inf)
         )
         (if
          (i32.ge_u
           (local.tee $2
            (i32.add
             (i32.shl
              (local.get $0)
              (i32.const 3)
             )
             (i32.const 2)
            )
           )
           (local.get $12)
          )
          (then
           (global.set $oob_site
            (i32.const 3)
           )
           (br $folding-inner0)
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
          (f32.const -inf)
         )
         (local.set $14
          (f32.div
           (f32.const 1)
           (select
            (f32.add
             (local.tee $14
              (f32.ceil
               (local.tee $23
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
              )
             )
             (f32.const -1)
            )
            (local.get $14)
            (f32.gt
             (f32.add
              (local.get $14)
              (f32.const -0.5)
             )
             (local.get $23)
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
              (i32.const 3)
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
           (br $folding-inner0)
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
          (f32.add
           (f32.add
            (f32.load
             (i32.add
              (local.get $5)
              (local.tee $2
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
            )
            (f32.load
             (i32.add
              (local.get $2)
              (local.get $7)
             )
            )
           )
           (f32.const 0.10000000149011612)
          )
         )
         (if
          (i32.ge_u
           (local.tee $2
            (i32.add
             (i32.shl
              (local.get $0)
              (i32.const 3)
             )
             (i32.const 4)
            )
           )
           (local.get $12)
          )
          (then
           (global.set $oob_site
            (i32.const 8)
           )
           (br $folding-inner0)
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
         (local.set $2
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 3)
           )
           (i32.const 5)
          )
         )
         (if
          (i32.ge_u
           (local.tee $3
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
           (local.get $10)
          )
          (then
           (global.set $oob_site
            (i32.const 9)
           )
           (br $folding-inner1)
          )
         )
         (local.set $14
          (f32.add
           (f32.add
            (f32.add
             (f32.load
              (i32.add
               (local.get $9)
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
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                  (i32.const 1)
                 )
                )
                (local.get $10)
               )
               (then
                (global.set $oob_site
                 (i32.const 10)
                )
                (br $folding-inner1)
               )
              )
              (f32.load
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $3)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $3
                (i32.add
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                 (i32.const 2)
                )
               )
               (local.get $10)
              )
              (then
               (global.set $oob_site
                (i32.const 11)
               )
               (br $folding-inner1)
              )
             )
             (f32.load
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $3)
                (i32.const 2)
               )
              )
             )
            )
           )
           (block (result f32)
            (if
             (i32.ge_u
              (local.tee $3
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
               (i32.const 12)
              )
              (br $folding-inner1)
             )
            )
            (f32.load
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $2)
           (local.get $12)
          )
          (then
           (global.set $oob_site
            (i32.const 13)
           )
           (br $folding-inner0)
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
         (local.set $2
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 3)
           )
           (i32.const 6)
          )
         )
         (if
          (i32.ge_u
           (local.tee $3
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
           (local.get $10)
          )
          (then
           (global.set $oob_site
            (i32.const 14)
           )
           (br $folding-inner1)
          )
         )
         (local.set $14
          (f32.add
           (f32.add
            (f32.add
             (f32.load
              (i32.add
               (local.get $9)
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
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                  (i32.const 1)
                 )
                )
                (local.get $10)
               )
               (then
                (global.set $oob_site
                 (i32.const 15)
                )
                (br $folding-inner1)
               )
              )
              (f32.load
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $3)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $3
                (i32.add
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                 (i32.const 2)
                )
               )
               (local.get $10)
              )
              (then
               (global.set $oob_site
                (i32.const 16)
               )
               (br $folding-inner1)
              )
             )
             (f32.load
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $3)
                (i32.const 2)
               )
              )
             )
            )
           )
           (block (result f32)
            (if
             (i32.ge_u
              (local.tee $3
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
               (i32.const 17)
              )
              (br $folding-inner1)
             )
            )
            (f32.load
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $2)
           (local.get $12)
          )
          (then
           (global.set $oob_site
            (i32.const 18)
           )
           (br $folding-inner0)
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
         (local.set $2
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 3)
           )
           (i32.const 7)
          )
         )
         (local.set $14
          (f32.add
           (f32.sub
            (f32.sub
             (f32.load
              (i32.add
               (local.get $5)
               (local.tee $3
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
             )
             (f32.load
              (i32.add
               (local.get $3)
               (local.get $7)
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.get $3)
               (local.get $10)
              )
              (then
               (global.set $oob_site
                (i32.const 21)
               )
               (br $folding-inner1)
              )
             )
             (f32.load
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $3)
                (i32.const 2)
               )
              )
             )
            )
           )
           (f32.sub
            (f32.load
             (i32.add
              (local.get $7)
              (local.tee $3
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
            )
            (f32.load
             (i32.add
              (local.get $3)
              (local.get $5)
             )
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $2)
           (local.get $12)
          )
          (then
           (global.set $oob_site
            (i32.const 24)
           )
           (br $folding-inner0)
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
