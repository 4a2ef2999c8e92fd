;; ==== checked ====
(module
 (type $0 (func (param f64) (result i32)))
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
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
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (result i32)
  (local $15 f64)
  (local $16 f64)
  (local $17 i32)
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
             (local.get $10)
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
              (local.get $14)
             )
             (local.get $15)
            )
           )
           (local.get $2)
          )
          (i32.and
           (f64.gt
            (local.tee $16
             (f64.convert_i32_u
              (local.get $6)
             )
            )
            (f64.const 2)
           )
           (i32.and
            (i32.and
             (i32.and
              (f64.lt
               (local.get $15)
               (local.get $16)
              )
              (f64.lt
               (local.get $15)
               (f64.const 2147483648)
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
                 (local.get $12)
                )
                (local.get $15)
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
             (i32.rem_s
              (i32.add
               (local.get $0)
               (i32.const 1)
              )
              (i32.const 10)
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
             (i32.sub
              (if (result i32)
               (i32.lt_s
                (i32.load
                 (i32.add
                  (local.get $3)
                  (local.get $7)
                 )
                )
                (i32.const 0)
               )
               (then
                (i32.shr_u
                 (i32.load
                  (i32.add
                   (local.get $3)
                   (local.get $5)
                  )
                 )
                 (i32.const 1)
                )
               )
               (else
                (i32.div_u
                 (i32.load
                  (i32.add
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                   (local.get $5)
                  )
                 )
                 (i32.const 3)
                )
               )
              )
              (i32.shr_u
               (i32.load
                (i32.add
                 (local.tee $4
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                 (local.get $5)
                )
               )
               (i32.const 1)
              )
             )
            )
            (i32.store
             (local.tee $3
              (i32.add
               (local.get $4)
               (local.get $11)
              )
             )
             (i32.xor
              (i32.load
               (local.get $3)
              )
              (if (result i32)
               (i32.rem_s
                (local.get $0)
                (i32.const 3)
               )
               (then
                (call $toi32
                 (f64.promote_f32
                  (f32.load
                   (i32.add
                    (local.get $4)
                    (local.get $13)
                   )
                  )
                 )
                )
               )
               (else
                (local.set $4
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
                (if (result i32)
                 (local.tee $3
                  (i32.load
                   (i32.add
                    (local.get $5)
                    (i32.const 8)
                   )
                  )
                 )
                 (then
                  (i32.div_u
                   (local.get $4)
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
            )
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
             (i32.xor
              (i32.sub
               (i32.const 0)
               (i32.div_s
                (i32.load
                 (i32.add
                  (local.get $3)
                  (local.get $7)
                 )
                )
                (i32.const 3)
               )
              )
              (if (result i32)
               (i32.and
                (local.get $0)
                (i32.const 1)
               )
               (then
                (i32.sub
                 (i32.const 0)
                 (i32.div_u
                  (i32.load
                   (i32.add
                    (local.get $3)
                    (local.get $5)
                   )
                  )
                  (i32.const 7)
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
                   (local.get $7)
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
                   (i32.const 12)
                  )
                  (br $folding-inner0)
                 )
                )
                (if (result i32)
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
                 (then
                  (if (result i32)
                   (i32.eq
                    (local.get $2)
                    (i32.const -1)
                   )
                   (then
                    (i32.sub
                     (i32.const 0)
                     (local.get $3)
                    )
                   )
                   (else
                    (i32.div_s
                     (local.get $3)
                     (local.get $2)
                    )
                   )
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
            (i32.store
             (local.tee $2
              (i32.add
               (local.tee $3
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (local.get $9)
              )
             )
             (i32.add
              (i32.load
               (local.get $2)
              )
              (i32.add
               (if (result i32)
                (i32.rem_u
                 (local.tee $2
                  (i32.load
                   (i32.add
                    (local.get $3)
                    (local.get $5)
                   )
                  )
                 )
                 (i32.const 3)
                )
                (then
                 (i32.sub
                  (i32.const -1)
                  (i32.div_u
                   (local.get $2)
                   (i32.const 3)
                  )
                 )
                )
                (else
                 (i32.sub
                  (i32.const 0)
                  (i32.div_u
                   (i32.load
                    (i32.add
                     (i32.shl
                      (local.get $0)
                      (i32.const 2)
                     )
                     (local.get $5)
                    )
                   )
                   (i32.const 3)
                  )
                 )
                )
               )
               (i32.sub
                (if (result i32)
                 (if (result i32)
                  (i32.and
                   (local.tee $2
                    (i32.load
                     (i32.add
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                      (local.get $7)
                     )
                    )
                   )
                   (i32.const 1)
                  )
                  (then
                   (i32.ge_s
                    (i32.rem_s
                     (local.get $2)
                     (i32.const 2)
                    )
                    (i32.const 0)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                 (then
                  (i32.sub
                   (i32.const -1)
                   (i32.div_s
                    (i32.load
                     (i32.add
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                      (local.get $7)
                     )
                    )
                    (i32.const 2)
                   )
                  )
                 )
                 (else
                  (i32.sub
                   (i32.const 0)
                   (i32.div_s
                    (i32.load
                     (i32.add
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                      (local.get $7)
                     )
                    )
                    (i32.const 2)
                   )
                  )
                 )
                )
                (i32.div_s
                 (i32.load
                  (i32.add
                   (local.tee $2
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                   (local.get $7)
                  )
                 )
                 (i32.const 7)
                )
               )
              )
             )
            )
            (i32.store
             (local.tee $2
              (i32.add
               (local.get $2)
               (local.get $9)
              )
             )
             (i32.xor
              (i32.load
               (local.get $2)
              )
              (i32.add
               (if (result i32)
                (i32.lt_s
                 (i32.load
                  (i32.add
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                   (local.get $7)
                  )
                 )
                 (i32.const 3)
                )
                (then
                 (if (result i32)
                  (if (result i32)
                   (i32.and
                    (i32.load
                     (i32.add
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                      (local.get $7)
                     )
                    )
                    (i32.const 3)
                   )
                   (then
                    (i32.lt_s
                     (i32.rem_s
                      (i32.load
                       (i32.add
                        (i32.shl
                         (local.get $0)
                         (i32.const 2)
                        )
                        (local.get $7)
                       )
                      )
                      (i32.const 4)
                     )
                     (i32.const 0)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                  (then
                   (i32.sub
                    (i32.div_s
                     (i32.load
                      (i32.add
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                       (local.get $7)
                      )
                     )
                     (i32.const 4)
                    )
                    (i32.const 1)
                   )
                  )
                  (else
                   (i32.div_s
                    (i32.load
                     (i32.add
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                      (local.get $7)
                     )
                    )
                    (i32.const 4)
                   )
                  )
                 )
                )
                (else
                 (i32.div_u
                  (i32.load
                   (i32.add
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                    (local.get $5)
                   )
                  )
                  (i32.const 5)
                 )
                )
               )
               (i32.xor
                (if (result i32)
                 (i32.gt_s
                  (local.get $0)
                  (i32.const 4)
                 )
                 (then
                  (i32.sub
                   (i32.const 0)
                   (i32.load
                    (i32.add
                     (i32.shl
                      (local.get $0)
                      (i32.const 2)
                     )
                     (local.get $7)
                    )
                   )
                  )
                 )
                 (else
                  (call $toi32
                   (f64.promote_f32
                    (f32.load
                     (i32.add
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                      (local.get $13)
                     )
                    )
                   )
                  )
                 )
                )
                (i32.const -1)
               )
              )
             )
            )
            (i32.store
             (i32.add
              (local.tee $2
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
              (local.get $11)
             )
             (i32.add
              (if (result i32)
               (i32.lt_s
                (local.get $0)
                (i32.const 5)
               )
               (then
                (local.set $3
                 (i32.load
                  (i32.add
                   (local.get $2)
                   (local.get $5)
                  )
                 )
                )
                (if (result i32)
                 (local.tee $2
                  (i32.load
                   (i32.add
                    (local.get $5)
                    (i32.const 8)
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
               (else
                (i32.const 715827882)
               )
              )
              (i32.load
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
                (local.get $11)
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
            (local.set $3
             (i32.rem_s
              (i32.add
               (local.get $0)
               (i32.const 1)
              )
              (i32.const 10)
             )
            )
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
            (local.set $17
             (i32.sub
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
                  (global.set $oob_site
                   (i32.const 1)
                  )
                  (br $folding-inner4)
                 )
                )
                (i32.shr_u
                 (i32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                 )
                 (i32.const 1)
                )
               )
               (else
                (if
                 (i32.ge_u
                  (local.get $0)
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 2)
                  )
                  (br $folding-inner4)
                 )
                )
                (i32.div_u
                 (i32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                 )
                 (i32.const 3)
                )
               )
              )
              (block (result i32)
               (if
                (i32.ge_u
                 (local.tee $2
                  (local.get $0)
                 )
                 (local.get $6)
                )
                (then
                 (global.set $oob_site
                  (i32.const 3)
                 )
                 (br $folding-inner4)
                )
               )
               (i32.shr_u
                (i32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 1)
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
               (i32.const 4)
              )
              (br $folding-inner4)
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
             (local.get $17)
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
              (br $folding-inner0)
             )
            )
            (local.set $4
             (i32.xor
              (i32.load
               (i32.add
                (local.get $11)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
              (if (result i32)
               (i32.rem_s
                (local.get $2)
                (i32.const 3)
               )
               (then
                (if
                 (i32.ge_u
                  (local.get $2)
                  (local.get $14)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 8)
                  )
                  (br $folding-inner4)
                 )
                )
                (call $toi32
                 (f64.promote_f32
                  (f32.load
                   (i32.add
                    (local.get $13)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                )
               )
               (else
                (if
                 (i32.ge_u
                  (local.get $2)
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 6)
                  )
                  (br $folding-inner4)
                 )
                )
                (local.set $17
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
                 (i32.le_u
                  (local.get $6)
                  (i32.const 2)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 7)
                  )
                  (global.set $oob_index
                   (i32.const 2)
                  )
                  (return
                   (i32.const 1)
                  )
                 )
                )
                (if (result i32)
                 (local.tee $4
                  (i32.load
                   (i32.add
                    (local.get $5)
                    (i32.const 8)
                   )
                  )
                 )
                 (then
                  (i32.div_u
                   (local.get $17)
                   (local.get $4)
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
            (if
             (i32.ge_u
              (local.get $2)
              (local.get $12)
             )
             (then
              (global.set $oob_site
               (i32.const 9)
              )
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
             (local.get $4)
            )
            (if
             (i32.ge_u
              (local.get $0)
              (local.get $8)
             )
             (then
              (global.set $oob_site
               (i32.const 10)
              )
              (br $folding-inner4)
             )
            )
            (local.set $3
             (i32.xor
              (i32.sub
               (i32.const 0)
               (i32.div_s
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 3)
               )
              )
              (if (result i32)
               (i32.and
                (local.get $0)
                (i32.const 1)
               )
               (then
                (if
                 (i32.ge_u
                  (local.get $0)
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 13)
                  )
                  (br $folding-inner4)
                 )
                )
                (i32.sub
                 (i32.const 0)
                 (i32.div_u
                  (i32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                  )
                  (i32.const 7)
                 )
                )
               )
               (else
                (if
                 (i32.ge_u
                  (local.get $0)
                  (local.get $8)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 11)
                  )
                  (br $folding-inner4)
                 )
                )
                (local.set $4
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
                (if
                 (i32.ge_u
                  (local.get $3)
                  (local.get $8)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 12)
                  )
                  (global.set $oob_index
                   (local.get $3)
                  )
                  (return
                   (i32.const 1)
                  )
                 )
                )
                (if (result i32)
                 (local.tee $2
                  (i32.load
                   (i32.add
                    (local.get $7)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                 (then
                  (if (result i32)
                   (i32.eq
                    (local.get $2)
                    (i32.const -1)
                   )
                   (then
                    (i32.sub
                     (i32.const 0)
                     (local.get $4)
                    )
                   )
                   (else
                    (i32.div_s
                     (local.get $4)
                     (local.get $2)
                    )
                   )
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
            (if
             (i32.ge_u
              (local.tee $2
               (local.get $0)
              )
              (local.get $10)
             )
             (then
              (global.set $oob_site
               (i32.const 14)
              )
              (br $folding-inner4)
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
              (local.get $10)
             )
             (then
              (global.set $oob_site
               (i32.const 15)
              )
              (br $folding-inner4)
             )
            )
            (local.set $3
             (i32.add
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
                 (local.get $0)
                 (local.get $8)
                )
                (then
                 (br $folding-inner1)
                )
               )
               (i32.add
                (i32.sub
                 (if (result i32)
                  (if (result i32)
                   (i32.and
                    (i32.load
                     (i32.add
                      (local.get $7)
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                     )
                    )
                    (i32.const 1)
                   )
                   (then
                    (if
                     (i32.ge_u
                      (local.get $0)
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner1)
                     )
                    )
                    (i32.ge_s
                     (i32.rem_s
                      (i32.load
                       (i32.add
                        (local.get $7)
                        (i32.shl
                         (local.get $0)
                         (i32.const 2)
                        )
                       )
                      )
                      (i32.const 2)
                     )
                     (i32.const 0)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                  (then
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner1)
                    )
                   )
                   (i32.sub
                    (i32.const -1)
                    (i32.div_s
                     (i32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                     )
                     (i32.const 2)
                    )
                   )
                  )
                  (else
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner1)
                    )
                   )
                   (i32.sub
                    (i32.const 0)
                    (i32.div_s
                     (i32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                     )
                     (i32.const 2)
                    )
                   )
                  )
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.get $0)
                    (local.get $8)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 17)
                    )
                    (br $folding-inner4)
                   )
                  )
                  (i32.div_s
                   (i32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $2)
                      (i32.const 2)
                     )
                    )
                   )
                   (i32.const 7)
                  )
                 )
                )
                (block (result i32)
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 18)
                   )
                   (br $folding-inner0)
                  )
                 )
                 (if (result i32)
                  (i32.rem_u
                   (i32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $2)
                      (i32.const 2)
                     )
                    )
                   )
                   (i32.const 3)
                  )
                  (then
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner2)
                    )
                   )
                   (i32.sub
                    (i32.const -1)
                    (i32.div_u
                     (i32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                     )
                     (i32.const 3)
                    )
                   )
                  )
                  (else
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner2)
                    )
                   )
                   (i32.sub
                    (i32.const 0)
                    (i32.div_u
                     (i32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                     )
                     (i32.const 3)
                    )
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
              (local.get $0)
              (local.get $10)
             )
             (then
              (global.set $oob_site
               (i32.const 19)
              )
              (br $folding-inner4)
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
              (local.get $10)
             )
             (then
              (global.set $oob_site
               (i32.const 20)
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
                 (local.get $0)
                 (local.get $8)
                )
                (then
                 (global.set $oob_site
                  (i32.const 21)
                 )
                 (br $folding-inner4)
                )
               )
               (i32.add
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
                  (i32.const 3)
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.get $2)
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner3)
                   )
                  )
                  (if (result i32)
                   (if (result i32)
                    (i32.and
                     (i32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                     )
                     (i32.const 3)
                    )
                    (then
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner3)
                      )
                     )
                     (i32.lt_s
                      (i32.rem_s
                       (i32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $0)
                          (i32.const 2)
                         )
                        )
                       )
                       (i32.const 4)
                      )
                      (i32.const 0)
                     )
                    )
                    (else
                     (i32.const 0)
                    )
                   )
                   (then
                    (if
                     (i32.ge_u
                      (local.get $0)
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner3)
                     )
                    )
                    (i32.sub
                     (i32.div_s
                      (i32.load
                       (i32.add
                        (local.get $7)
                        (i32.shl
                         (local.get $0)
                         (i32.const 2)
                        )
                       )
                      )
                      (i32.const 4)
                     )
                     (i32.const 1)
                    )
                   )
                   (else
                    (if
                     (i32.ge_u
                      (local.get $0)
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner3)
                     )
                    )
                    (i32.div_s
                     (i32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                     )
                     (i32.const 4)
                    )
                   )
                  )
                 )
                 (else
                  (if
                   (i32.ge_u
                    (local.get $2)
                    (local.get $6)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 23)
                    )
                    (br $folding-inner4)
                   )
                  )
                  (i32.div_u
                   (i32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $0)
                      (i32.const 2)
                     )
                    )
                   )
                   (i32.const 5)
                  )
                 )
                )
                (i32.xor
                 (if (result i32)
                  (i32.gt_s
                   (local.get $0)
                   (i32.const 4)
                  )
                  (then
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $8)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 24)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (i32.sub
                    (i32.const 0)
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
                  (else
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 25)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (call $toi32
                    (f64.promote_f32
                     (f32.load
                      (i32.add
                       (local.get $13)
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
                 (i32.const -1)
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
               (i32.const 26)
              )
              (br $folding-inner4)
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
              (local.get $12)
             )
             (then
              (global.set $oob_site
               (i32.const 27)
              )
              (br $folding-inner4)
             )
            )
            (local.set $3
             (i32.add
              (i32.load
               (i32.add
                (local.get $11)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (if (result i32)
               (i32.lt_s
                (local.get $0)
                (i32.const 5)
               )
               (then
                (if
                 (i32.ge_u
                  (local.get $0)
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 28)
                  )
                  (br $folding-inner4)
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
                 (i32.le_u
                  (local.get $6)
                  (i32.const 2)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 29)
                  )
                  (global.set $oob_index
                   (i32.const 2)
                  )
                  (return
                   (i32.const 1)
                  )
                 )
                )
                (if (result i32)
                 (local.tee $2
                  (i32.load
                   (i32.add
                    (local.get $5)
                    (i32.const 8)
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
               (else
                (i32.const 715827882)
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
               (i32.const 30)
              )
              (br $folding-inner4)
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
      (global.set $oob_index
       (local.get $2)
      )
      (return
       (i32.const 1)
      )
     )
     (global.set $oob_site
      (i32.const 16)
     )
     (br $folding-inner4)
    )
    (global.set $oob_site
     (i32.const 18)
    )
    (br $folding-inner4)
   )
   (global.set $oob_site
    (i32.const 22)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param f64) (result i32)))
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
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
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (result i32)
  (block $folding-inner0
   (if
    (f64.gt
     (f64.convert_i32_u
      (local.get $6)
     )
     (f64.const 2)
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
         (i32.rem_s
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
          (i32.const 10)
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
         (i32.sub
          (if (result i32)
           (i32.lt_s
            (i32.load
             (i32.add
              (local.get $3)
              (local.get $7)
             )
            )
            (i32.const 0)
           )
           (then
            (i32.shr_u
             (i32.load
              (i32.add
               (local.get $3)
               (local.get $5)
              )
             )
             (i32.const 1)
            )
           )
           (else
            (i32.div_u
             (i32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (i32.const 3)
            )
           )
          )
          (i32.shr_u
           (i32.load
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
           (i32.const 1)
          )
         )
        )
        (i32.store
         (local.tee $4
          (i32.add
           (local.get $3)
           (local.get $11)
          )
         )
         (i32.xor
          (i32.load
           (local.get $4)
          )
          (if (result i32)
           (i32.rem_s
            (local.get $0)
            (i32.const 3)
           )
           (then
            (call $toi32
             (f64.promote_f32
              (f32.load
               (i32.add
                (local.get $3)
                (local.get $13)
               )
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
            (if (result i32)
             (local.tee $4
              (i32.load
               (i32.add
                (local.get $5)
                (i32.const 8)
               )
              )
             )
             (then
              (i32.div_u
               (local.get $3)
               (local.get $4)
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
         (i32.xor
          (i32.sub
           (i32.const 0)
           (i32.div_s
            (i32.load
             (i32.add
              (local.get $3)
              (local.get $7)
             )
            )
            (i32.const 3)
           )
          )
          (if (result i32)
           (i32.and
            (local.get $0)
            (i32.const 1)
           )
           (then
            (i32.sub
             (i32.const 0)
             (i32.div_u
              (i32.load
               (i32.add
                (local.get $3)
                (local.get $5)
               )
              )
              (i32.const 7)
             )
            )
           )
           (else
            (local.set $3
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
            (if
             (i32.ge_u
              (local.get $2)
              (local.get $8)
             )
             (then
              (br $folding-inner0)
             )
            )
            (if (result i32)
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
             (then
              (if (result i32)
               (i32.eq
                (local.get $2)
                (i32.const -1)
               )
               (then
                (i32.sub
                 (i32.const 0)
                 (local.get $3)
                )
               )
               (else
                (i32.div_s
                 (local.get $3)
                 (local.get $2)
                )
               )
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
        (i32.store
         (local.tee $3
          (i32.add
           (local.get $9)
           (local.tee $2
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (i32.add
          (i32.load
           (local.get $3)
          )
          (i32.add
           (if (result i32)
            (i32.rem_u
             (local.tee $2
              (i32.load
               (i32.add
                (local.get $2)
                (local.get $5)
               )
              )
             )
             (i32.const 3)
            )
            (then
             (i32.sub
              (i32.const -1)
              (i32.div_u
               (local.get $2)
               (i32.const 3)
              )
             )
            )
            (else
             (i32.sub
              (i32.const 0)
              (i32.div_u
               (i32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                )
               )
               (i32.const 3)
              )
             )
            )
           )
           (i32.sub
            (if (result i32)
             (if (result i32)
              (i32.and
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
               (i32.const 1)
              )
              (then
               (i32.ge_s
                (i32.rem_s
                 (local.get $2)
                 (i32.const 2)
                )
                (i32.const 0)
               )
              )
              (else
               (i32.const 0)
              )
             )
             (then
              (i32.sub
               (i32.const -1)
               (i32.div_s
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 2)
               )
              )
             )
             (else
              (i32.sub
               (i32.const 0)
               (i32.div_s
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 2)
               )
              )
             )
            )
            (i32.div_s
             (i32.load
              (i32.add
               (local.get $7)
               (local.tee $2
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
             )
             (i32.const 7)
            )
           )
          )
         )
        )
        (i32.store
         (local.tee $2
          (i32.add
           (local.get $2)
           (local.get $9)
          )
         )
         (i32.xor
          (i32.load
           (local.get $2)
          )
          (i32.add
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
             (i32.const 3)
            )
            (then
             (if (result i32)
              (if (result i32)
               (i32.and
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 3)
               )
               (then
                (i32.lt_s
                 (i32.rem_s
                  (i32.load
                   (i32.add
                    (local.get $7)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                  )
                  (i32.const 4)
                 )
                 (i32.const 0)
                )
               )
               (else
                (i32.const 0)
               )
              )
              (then
               (i32.sub
                (i32.div_s
                 (i32.load
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                 )
                 (i32.const 4)
                )
                (i32.const 1)
               )
              )
              (else
               (i32.div_s
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 4)
               )
              )
             )
            )
            (else
             (i32.div_u
              (i32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (i32.const 5)
             )
            )
           )
           (i32.xor
            (if (result i32)
             (i32.gt_s
              (local.get $0)
              (i32.const 4)
             )
             (then
              (i32.sub
               (i32.const 0)
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
             (else
              (call $toi32
               (f64.promote_f32
                (f32.load
                 (i32.add
                  (local.get $13)
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
            (i32.const -1)
           )
          )
         )
        )
        (i32.store
         (i32.add
          (local.get $11)
          (local.tee $2
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
         (i32.add
          (if (result i32)
           (i32.lt_s
            (local.get $0)
            (i32.const 5)
           )
           (then
            (local.set $2
             (i32.load
              (i32.add
               (local.get $2)
               (local.get $5)
              )
             )
            )
            (if (result i32)
             (local.tee $3
              (i32.load
               (i32.add
                (local.get $5)
                (i32.const 8)
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
           (else
            (i32.const 715827882)
           )
          )
          (i32.load
           (i32.add
            (local.get $11)
            (i32.shl
             (local.get $0)
             (i32.const 2)
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
        (local.set $2
         (i32.rem_s
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
          (i32.const 10)
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
         (i32.sub
          (if (result i32)
           (i32.lt_s
            (i32.load
             (i32.add
              (local.get $3)
              (local.get $7)
             )
            )
            (i32.const 0)
           )
           (then
            (i32.shr_u
             (i32.load
              (i32.add
               (local.get $3)
               (local.get $5)
              )
             )
             (i32.const 1)
            )
           )
           (else
            (i32.div_u
             (i32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (i32.const 3)
            )
           )
          )
          (i32.shr_u
           (i32.load
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
           (i32.const 1)
          )
         )
        )
        (i32.store
         (local.tee $4
          (i32.add
           (local.get $3)
           (local.get $11)
          )
         )
         (i32.xor
          (i32.load
           (local.get $4)
          )
          (if (result i32)
           (i32.rem_s
            (local.get $0)
            (i32.const 3)
           )
           (then
            (call $toi32
             (f64.promote_f32
              (f32.load
               (i32.add
                (local.get $3)
                (local.get $13)
               )
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
             (i32.le_u
              (local.get $6)
              (i32.const 2)
             )
             (then
              (global.set $oob_site
               (i32.const 7)
              )
              (global.set $oob_index
               (i32.const 2)
              )
              (return
               (i32.const 1)
              )
             )
            )
            (if (result i32)
             (local.tee $4
              (i32.load
               (i32.add
                (local.get $5)
                (i32.const 8)
               )
              )
             )
             (then
              (i32.div_u
               (local.get $3)
               (local.get $4)
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
         (i32.xor
          (i32.sub
           (i32.const 0)
           (i32.div_s
            (i32.load
             (i32.add
              (local.get $3)
              (local.get $7)
             )
            )
            (i32.const 3)
           )
          )
          (if (result i32)
           (i32.and
            (local.get $0)
            (i32.const 1)
           )
           (then
            (i32.sub
             (i32.const 0)
             (i32.div_u
              (i32.load
               (i32.add
                (local.get $3)
                (local.get $5)
               )
              )
              (i32.const 7)
             )
            )
           )
           (else
            (local.set $3
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
            (if
             (i32.ge_u
              (local.get $2)
              (local.get $8)
             )
             (then
              (br $folding-inner0)
             )
            )
            (if (result i32)
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
             (then
              (if (result i32)
               (i32.eq
                (local.get $2)
                (i32.const -1)
               )
               (then
                (i32.sub
                 (i32.const 0)
                 (local.get $3)
                )
               )
               (else
                (i32.div_s
                 (local.get $3)
                 (local.get $2)
                )
               )
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
        (i32.store
         (local.tee $3
          (i32.add
           (local.get $9)
           (local.tee $2
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (i32.add
          (i32.load
           (local.get $3)
          )
          (i32.add
           (if (result i32)
            (i32.rem_u
             (local.tee $2
              (i32.load
               (i32.add
                (local.get $2)
                (local.get $5)
               )
              )
             )
             (i32.const 3)
            )
            (then
             (i32.sub
              (i32.const -1)
              (i32.div_u
               (local.get $2)
               (i32.const 3)
              )
             )
            )
            (else
             (i32.sub
              (i32.const 0)
              (i32.div_u
               (i32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                )
               )
               (i32.const 3)
              )
             )
            )
           )
           (i32.sub
            (if (result i32)
             (if (result i32)
              (i32.and
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
               (i32.const 1)
              )
              (then
               (i32.ge_s
                (i32.rem_s
                 (local.get $2)
                 (i32.const 2)
                )
                (i32.const 0)
               )
              )
              (else
               (i32.const 0)
              )
             )
             (then
              (i32.sub
               (i32.const -1)
               (i32.div_s
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 2)
               )
              )
             )
             (else
              (i32.sub
               (i32.const 0)
               (i32.div_s
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 2)
               )
              )
             )
            )
            (i32.div_s
             (i32.load
              (i32.add
               (local.get $7)
               (local.tee $2
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
             )
             (i32.const 7)
            )
           )
          )
         )
        )
        (i32.store
         (local.tee $2
          (i32.add
           (local.get $2)
           (local.get $9)
          )
         )
         (i32.xor
          (i32.load
           (local.get $2)
          )
          (i32.add
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
             (i32.const 3)
            )
            (then
             (if (result i32)
              (if (result i32)
               (i32.and
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 3)
               )
               (then
                (i32.lt_s
                 (i32.rem_s
                  (i32.load
                   (i32.add
                    (local.get $7)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                  )
                  (i32.const 4)
                 )
                 (i32.const 0)
                )
               )
               (else
                (i32.const 0)
               )
              )
              (then
               (i32.sub
                (i32.div_s
                 (i32.load
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                 )
                 (i32.const 4)
                )
                (i32.const 1)
               )
              )
              (else
               (i32.div_s
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const 4)
               )
              )
             )
            )
            (else
             (i32.div_u
              (i32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (i32.const 5)
             )
            )
           )
           (i32.xor
            (if (result i32)
             (i32.gt_s
              (local.get $0)
              (i32.const 4)
             )
             (then
              (i32.sub
               (i32.const 0)
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
             (else
              (call $toi32
               (f64.promote_f32
                (f32.load
                 (i32.add
                  (local.get $13)
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
            (i32.const -1)
           )
          )
         )
        )
        (i32.store
         (local.tee $3
          (i32.add
           (local.get $11)
           (local.tee $2
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (i32.add
          (i32.load
           (local.get $3)
          )
          (if (result i32)
           (i32.lt_s
            (local.get $0)
            (i32.const 5)
           )
           (then
            (local.set $2
             (i32.load
              (i32.add
               (local.get $2)
               (local.get $5)
              )
             )
            )
            (if
             (i32.le_u
              (local.get $6)
              (i32.const 2)
             )
             (then
              (global.set $oob_site
               (i32.const 29)
              )
              (global.set $oob_index
               (i32.const 2)
              )
              (return
               (i32.const 1)
              )
             )
            )
            (if (result i32)
             (local.tee $3
              (i32.load
               (i32.add
                (local.get $5)
                (i32.const 8)
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
           (else
            (i32.const 715827882)
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
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_site
   (i32.const 12)
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)
