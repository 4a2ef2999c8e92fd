;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (result i32)
  (local $15 f64)
  (local $16 f64)
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
                 (local.tee $16
                  (f64.mul
                   (f64.convert_i32_s
                    (i32.sub
                     (local.get $1)
                     (i32.const 1)
                    )
                   )
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
                  (local.get $16)
                  (local.tee $15
                   (f64.mul
                    (f64.convert_i32_s
                     (local.get $0)
                    )
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
               (local.tee $15
                (f64.add
                 (f64.max
                  (local.get $15)
                  (local.get $16)
                 )
                 (f64.const 0)
                )
               )
               (f64.convert_i32_u
                (local.get $12)
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
                (local.get $15)
                (f64.const 2147483648)
               )
               (f64.gt
                (f64.convert_i32_u
                 (local.get $6)
                )
                (local.get $15)
               )
              )
              (local.get $2)
             )
             (i32.and
              (i32.and
               (i32.and
                (f64.lt
                 (local.get $15)
                 (f64.const 2147483648)
                )
                (f64.gt
                 (f64.convert_i32_u
                  (local.get $8)
                 )
                 (local.get $15)
                )
               )
               (local.get $2)
              )
              (i32.and
               (local.get $2)
               (i32.and
                (f64.lt
                 (local.get $15)
                 (f64.const 2147483648)
                )
                (f64.gt
                 (f64.convert_i32_u
                  (local.get $10)
                 )
                 (local.get $15)
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
               (i32.store
                (i32.add
                 (local.tee $3
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                 (local.get $9)
                )
                (if (result i32)
                 (i32.lt_s
                  (local.tee $2
                   (i32.load
                    (i32.add
                     (local.get $3)
                     (local.get $7)
                    )
                   )
                  )
                  (i32.const 0)
                 )
                 (then
                  (local.set $2
                   (select
                    (i32.sub
                     (i32.const 0)
                     (local.get $2)
                    )
                    (local.get $2)
                    (i32.lt_s
                     (local.get $2)
                     (i32.const 0)
                    )
                   )
                  )
                  (i32.sub
                   (i32.const 0)
                   (if (result i32)
                    (local.tee $3
                     (i32.load
                      (i32.add
                       (local.get $3)
                       (local.get $5)
                      )
                     )
                    )
                    (then
                     (i32.div_u
                      (local.get $2)
                      (local.get $3)
                     )
                    )
                    (else
                     (i32.const 0)
                    )
                   )
                  )
                 )
                 (else
                  (local.set $2
                   (select
                    (i32.sub
                     (i32.const 0)
                     (local.tee $2
                      (i32.load
                       (i32.add
                        (local.tee $3
                         (i32.shl
                          (local.get $0)
                          (i32.const 2)
                         )
                        )
                        (local.get $7)
                       )
                      )
                     )
                    )
                    (local.get $2)
                    (i32.lt_s
                     (local.get $2)
                     (i32.const 0)
                    )
                   )
                  )
                  (if (result i32)
                   (local.tee $3
                    (i32.load
                     (i32.add
                      (local.get $3)
                      (local.get $5)
                     )
                    )
                   )
                   (then
                    (i32.div_u
                     (local.get $2)
                     (local.get $3)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                 )
                )
               )
               (i32.store
                (i32.add
                 (local.tee $3
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                 (local.get $11)
                )
                (if (result i32)
                 (i32.lt_s
                  (local.tee $2
                   (i32.load
                    (i32.add
                     (local.get $3)
                     (local.get $7)
                    )
                   )
                  )
                  (i32.const 0)
                 )
                 (then
                  (local.set $3
                   (i32.load
                    (i32.add
                     (local.get $3)
                     (local.get $5)
                    )
                   )
                  )
                  (i32.sub
                   (i32.const 0)
                   (if (result i32)
                    (local.tee $2
                     (select
                      (i32.sub
                       (i32.const 0)
                       (local.get $2)
                      )
                      (local.get $2)
                      (i32.lt_s
                       (local.get $2)
                       (i32.const 0)
                      )
                     )
                    )
                    (then
                     (i32.div_u
                      (local.get $3)
                      (local.get $2)
                     )
                    )
                    (else
                     (i32.const 0)
                    )
                   )
                  )
                 )
                 (else
                  (local.set $3
                   (i32.load
                    (i32.add
                     (local.tee $2
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                     )
                     (local.get $5)
                    )
                   )
                  )
                  (if (result i32)
                   (local.tee $2
                    (select
                     (i32.sub
                      (i32.const 0)
                      (local.tee $2
                       (i32.load
                        (i32.add
                         (local.get $2)
                         (local.get $7)
                        )
                       )
                      )
                     )
                     (local.get $2)
                     (i32.lt_s
                      (local.get $2)
                      (i32.const 0)
                     )
                    )
                   )
                   (then
                    (i32.div_u
                     (local.get $3)
                     (local.get $2)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                 )
                )
               )
               (i32.store
                (local.tee $2
                 (i32.add
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                  (local.get $9)
                 )
                )
                (i32.xor
                 (i32.load
                  (local.get $2)
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.tee $2
                     (i32.rem_s
                      (i32.add
                       (local.get $0)
                       (i32.const 4)
                      )
                      (i32.const 10)
                     )
                    )
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner0)
                   )
                  )
                  (if (result i32)
                   (i32.lt_s
                    (i32.load
                     (i32.add
                      (local.get $7)
                      (i32.shl
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                    )
                    (i32.const 0)
                   )
                   (then
                    (local.set $3
                     (i32.load
                      (i32.add
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                       (local.get $5)
                      )
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.rem_s
                        (i32.add
                         (local.get $0)
                         (i32.const 4)
                        )
                        (i32.const 10)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner0)
                     )
                    )
                    (i32.sub
                     (i32.const 0)
                     (if (result i32)
                      (local.tee $2
                       (select
                        (i32.sub
                         (i32.const 0)
                         (local.tee $2
                          (i32.load
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
                        (local.get $2)
                        (i32.lt_s
                         (local.get $2)
                         (i32.const 0)
                        )
                       )
                      )
                      (then
                       (i32.div_u
                        (local.get $3)
                        (local.get $2)
                       )
                      )
                      (else
                       (i32.const 0)
                      )
                     )
                    )
                   )
                   (else
                    (local.set $3
                     (i32.load
                      (i32.add
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                       (local.get $5)
                      )
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.rem_s
                        (i32.add
                         (local.get $0)
                         (i32.const 4)
                        )
                        (i32.const 10)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner0)
                     )
                    )
                    (if (result i32)
                     (local.tee $2
                      (select
                       (i32.sub
                        (i32.const 0)
                        (local.tee $2
                         (i32.load
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
                       (local.get $2)
                       (i32.lt_s
                        (local.get $2)
                        (i32.const 0)
                       )
                      )
                     )
                     (then
                      (i32.div_u
                       (local.get $3)
                       (local.get $2)
                      )
                     )
                     (else
                      (i32.const 0)
                     )
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
               (if
                (i32.ge_u
                 (local.get $0)
                 (local.get $8)
                )
                (then
                 (global.set $oob_site
                  (i32.const 0)
                 )
                 (br $folding-inner4)
                )
               )
               (local.set $3
                (if (result i32)
                 (i32.lt_s
                  (i32.load
                   (i32.add
                    (local.get $7)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                  )
                  (i32.const 0)
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.tee $2
                     (local.get $0)
                    )
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner5)
                   )
                  )
                  (local.set $3
                   (select
                    (i32.sub
                     (i32.const 0)
                     (local.tee $3
                      (i32.load
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
                    (local.get $3)
                    (i32.lt_s
                     (local.get $3)
                     (i32.const 0)
                    )
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
                  (i32.sub
                   (i32.const 0)
                   (if (result i32)
                    (local.tee $2
                     (i32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                     )
                    )
                    (then
                     (i32.div_u
                      (local.get $3)
                      (local.get $2)
                     )
                    )
                    (else
                     (i32.const 0)
                    )
                   )
                  )
                 )
                 (else
                  (if
                   (i32.ge_u
                    (local.tee $2
                     (local.get $0)
                    )
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner5)
                   )
                  )
                  (local.set $3
                   (select
                    (i32.sub
                     (i32.const 0)
                     (local.tee $3
                      (i32.load
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
                    (local.get $3)
                    (i32.lt_s
                     (local.get $3)
                     (i32.const 0)
                    )
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
                  (if (result i32)
                   (local.tee $2
                    (i32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (then
                    (i32.div_u
                     (local.get $3)
                     (local.get $2)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $2
                  (local.get $0)
                 )
                 (local.get $10)
                )
                (then
                 (global.set $oob_site
                  (i32.const 2)
                 )
                 (br $folding-inner7)
                )
               )
               (i32.store
                (i32.add
                 (local.get $9)
                 (i32.shl
                  (local.get $2)
                  (i32.const 2)
                 )
                )
                (local.get $3)
               )
               (if
                (i32.ge_u
                 (local.get $0)
                 (local.get $8)
                )
                (then
                 (br $folding-inner2)
                )
               )
               (local.set $3
                (if (result i32)
                 (i32.lt_s
                  (i32.load
                   (i32.add
                    (local.get $7)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                  )
                  (i32.const 0)
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.get $0)
                    (local.get $6)
                   )
                   (then
                    (br $folding-inner6)
                   )
                  )
                  (local.set $3
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
                  (if
                   (i32.ge_u
                    (local.get $2)
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner2)
                   )
                  )
                  (i32.sub
                   (i32.const 0)
                   (if (result i32)
                    (local.tee $2
                     (select
                      (i32.sub
                       (i32.const 0)
                       (local.tee $2
                        (i32.load
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
                      (local.get $2)
                      (i32.lt_s
                       (local.get $2)
                       (i32.const 0)
                      )
                     )
                    )
                    (then
                     (i32.div_u
                      (local.get $3)
                      (local.get $2)
                     )
                    )
                    (else
                     (i32.const 0)
                    )
                   )
                  )
                 )
                 (else
                  (if
                   (i32.ge_u
                    (local.get $0)
                    (local.get $6)
                   )
                   (then
                    (br $folding-inner6)
                   )
                  )
                  (local.set $3
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
                  (if
                   (i32.ge_u
                    (local.get $2)
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner2)
                   )
                  )
                  (if (result i32)
                   (local.tee $2
                    (select
                     (i32.sub
                      (i32.const 0)
                      (local.tee $2
                       (i32.load
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
                     (local.get $2)
                     (i32.lt_s
                      (local.get $2)
                      (i32.const 0)
                     )
                    )
                   )
                   (then
                    (i32.div_u
                     (local.get $3)
                     (local.get $2)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $2
                  (local.get $0)
                 )
                 (local.get $12)
                )
                (then
                 (global.set $oob_site
                  (i32.const 5)
                 )
                 (br $folding-inner7)
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
               (if
                (i32.ge_u
                 (local.get $0)
                 (local.get $10)
                )
                (then
                 (global.set $oob_site
                  (i32.const 6)
                 )
                 (br $folding-inner4)
                )
               )
               (local.set $3
                (i32.xor
                 (i32.load
                  (i32.add
                   (local.get $9)
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.tee $2
                     (i32.rem_s
                      (i32.add
                       (local.get $0)
                       (i32.const 4)
                      )
                      (i32.const 10)
                     )
                    )
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner0)
                   )
                  )
                  (if (result i32)
                   (i32.lt_s
                    (i32.load
                     (i32.add
                      (local.get $7)
                      (i32.shl
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                    )
                    (i32.const 0)
                   )
                   (then
                    (if
                     (i32.ge_u
                      (local.get $0)
                      (local.get $6)
                     )
                     (then
                      (br $folding-inner3)
                     )
                    )
                    (local.set $3
                     (i32.load
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
                       (i32.rem_s
                        (i32.add
                         (local.get $0)
                         (i32.const 4)
                        )
                        (i32.const 10)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner0)
                     )
                    )
                    (i32.sub
                     (i32.const 0)
                     (if (result i32)
                      (local.tee $2
                       (select
                        (i32.sub
                         (i32.const 0)
                         (local.tee $2
                          (i32.load
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
                        (local.get $2)
                        (i32.lt_s
                         (local.get $2)
                         (i32.const 0)
                        )
                       )
                      )
                      (then
                       (i32.div_u
                        (local.get $3)
                        (local.get $2)
                       )
                      )
                      (else
                       (i32.const 0)
                      )
                     )
                    )
                   )
                   (else
                    (if
                     (i32.ge_u
                      (local.get $0)
                      (local.get $6)
                     )
                     (then
                      (br $folding-inner3)
                     )
                    )
                    (local.set $3
                     (i32.load
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
                       (i32.rem_s
                        (i32.add
                         (local.get $0)
                         (i32.const 4)
                        )
                        (i32.const 10)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner0)
                     )
                    )
                    (if (result i32)
                     (local.tee $2
                      (select
                       (i32.sub
                        (i32.const 0)
                        (local.tee $2
                         (i32.load
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
                       (local.get $2)
                       (i32.lt_s
                        (local.get $2)
                        (i32.const 0)
                       )
                      )
                     )
                     (then
                      (i32.div_u
                       (local.get $3)
                       (local.get $2)
                      )
                     )
                     (else
                      (i32.const 0)
                     )
                    )
                   )
                  )
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $2
                  (local.get $0)
                 )
                 (local.get $10)
                )
                (then
                 (global.set $oob_site
                  (i32.const 9)
                 )
                 (br $folding-inner7)
                )
               )
               (i32.store
                (i32.add
                 (local.get $9)
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
          (i32.const 8)
         )
         (br $folding-inner7)
        )
        (global.set $oob_site
         (i32.const 1)
        )
        (br $folding-inner4)
       )
       (global.set $oob_site
        (i32.const 4)
       )
       (br $folding-inner4)
      )
      (global.set $oob_site
       (i32.const 7)
      )
     )
     (global.set $oob_index
      (local.get $0)
     )
     (return
      (i32.const 1)
     )
    )
    (global.set $oob_site
     (i32.const 0)
    )
    (br $folding-inner7)
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

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (result i32)
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (loop $l2
      (i32.store
       (i32.add
        (local.get $9)
        (local.tee $3
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
       (if (result i32)
        (i32.lt_s
         (local.tee $2
          (i32.load
           (i32.add
            (local.get $3)
            (local.get $7)
           )
          )
         )
         (i32.const 0)
        )
        (then
         (local.set $2
          (select
           (i32.sub
            (i32.const 0)
            (local.get $2)
           )
           (local.get $2)
           (i32.lt_s
            (local.get $2)
            (i32.const 0)
           )
          )
         )
         (i32.sub
          (i32.const 0)
          (if (result i32)
           (local.tee $3
            (i32.load
             (i32.add
              (local.get $3)
              (local.get $5)
             )
            )
           )
           (then
            (i32.div_u
             (local.get $2)
             (local.get $3)
            )
           )
           (else
            (i32.const 0)
           )
          )
         )
        )
        (else
         (local.set $2
          (select
           (i32.sub
            (i32.const 0)
            (local.tee $2
             (i32.load
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
           (local.get $2)
           (i32.lt_s
            (local.get $2)
            (i32.const 0)
           )
          )
         )
         (if (result i32)
          (local.tee $3
           (i32.load
            (i32.add
             (local.get $3)
             (local.get $5)
            )
           )
          )
          (then
           (i32.div_u
            (local.get $2)
            (local.get $3)
           )
          )
          (else
           (i32.const 0)
          )
         )
        )
       )
      )
      (i32.store
       (i32.add
        (local.get $11)
        (local.tee $3
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
       (if (result i32)
        (i32.lt_s
         (local.tee $2
          (i32.load
           (i32.add
            (local.get $3)
            (local.get $7)
           )
          )
         )
         (i32.const 0)
        )
        (then
         (local.set $3
          (i32.load
           (i32.add
            (local.get $3)
            (local.get $5)
           )
          )
         )
         (i32.sub
          (i32.const 0)
          (if (result i32)
           (local.tee $2
            (select
             (i32.sub
              (i32.const 0)
              (local.get $2)
             )
             (local.get $2)
             (i32.lt_s
              (local.get $2)
              (i32.const 0)
             )
            )
           )
           (then
            (i32.div_u
             (local.get $3)
             (local.get $2)
            )
           )
           (else
            (i32.const 0)
           )
          )
         )
        )
        (else
         (local.set $3
          (i32.load
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
         )
         (if (result i32)
          (local.tee $2
           (select
            (i32.sub
             (i32.const 0)
             (local.tee $2
              (i32.load
               (i32.add
                (local.get $2)
                (local.get $7)
               )
              )
             )
            )
            (local.get $2)
            (i32.lt_s
             (local.get $2)
             (i32.const 0)
            )
           )
          )
          (then
           (i32.div_u
            (local.get $3)
            (local.get $2)
           )
          )
          (else
           (i32.const 0)
          )
         )
        )
       )
      )
      (i32.store
       (local.tee $2
        (i32.add
         (local.get $9)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
       (i32.xor
        (i32.load
         (local.get $2)
        )
        (block (result i32)
         (if
          (i32.ge_u
           (local.tee $2
            (i32.rem_s
             (i32.add
              (local.get $0)
              (i32.const 4)
             )
             (i32.const 10)
            )
           )
           (local.get $8)
          )
          (then
           (br $folding-inner0)
          )
         )
         (if (result i32)
          (i32.lt_s
           (i32.load
            (i32.add
             (local.get $7)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
           (i32.const 0)
          )
          (then
           (local.set $3
            (i32.load
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
              (i32.rem_s
               (i32.add
                (local.get $0)
                (i32.const 4)
               )
               (i32.const 10)
              )
             )
             (local.get $8)
            )
            (then
             (br $folding-inner0)
            )
           )
           (i32.sub
            (i32.const 0)
            (if (result i32)
             (local.tee $2
              (select
               (i32.sub
                (i32.const 0)
                (local.tee $2
                 (i32.load
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
               (local.get $2)
               (i32.lt_s
                (local.get $2)
                (i32.const 0)
               )
              )
             )
             (then
              (i32.div_u
               (local.get $3)
               (local.get $2)
              )
             )
             (else
              (i32.const 0)
             )
            )
           )
          )
          (else
           (local.set $3
            (i32.load
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
              (i32.rem_s
               (i32.add
                (local.get $0)
                (i32.const 4)
               )
               (i32.const 10)
              )
             )
             (local.get $8)
            )
            (then
             (br $folding-inner0)
            )
           )
           (if (result i32)
            (local.tee $2
             (select
              (i32.sub
               (i32.const 0)
               (local.tee $2
                (i32.load
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
              (local.get $2)
              (i32.lt_s
               (local.get $2)
               (i32.const 0)
              )
             )
            )
            (then
             (i32.div_u
              (local.get $3)
              (local.get $2)
             )
            )
            (else
             (i32.const 0)
            )
           )
          )
         )
        )
       )
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
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_site
   (i32.const 8)
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)
