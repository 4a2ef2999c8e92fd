;; ==== checked ====
(module
 (type $0 (func (param f64) (result i32)))
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
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
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 f64)
  (local $17 v128)
  (local $18 v128)
  (local $19 f64)
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
                    (local.tee $19
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
                 (local.tee $16
                  (f64.add
                   (f64.max
                    (local.get $16)
                    (local.get $19)
                   )
                   (f64.const 0)
                  )
                 )
                 (f64.convert_i32_u
                  (local.get $15)
                 )
                )
                (f64.lt
                 (local.get $16)
                 (f64.const 2147483648)
                )
               )
              )
              (i32.and
               (i32.and
                (i32.and
                 (f64.lt
                  (local.get $16)
                  (f64.const 2147483648)
                 )
                 (f64.gt
                  (f64.convert_i32_u
                   (local.get $13)
                  )
                  (local.get $16)
                 )
                )
                (local.get $2)
               )
               (i32.and
                (i32.and
                 (i32.and
                  (f64.lt
                   (local.get $16)
                   (f64.const 2147483648)
                  )
                  (f64.gt
                   (f64.convert_i32_u
                    (local.get $8)
                   )
                   (local.get $16)
                  )
                 )
                 (local.get $2)
                )
                (i32.and
                 (i32.and
                  (i32.and
                   (f64.lt
                    (local.get $16)
                    (f64.const 2147483648)
                   )
                   (f64.gt
                    (f64.convert_i32_u
                     (local.get $6)
                    )
                    (local.get $16)
                   )
                  )
                  (local.get $2)
                 )
                 (i32.and
                  (local.get $2)
                  (i32.and
                   (f64.lt
                    (local.get $16)
                    (f64.const 2147483648)
                   )
                   (f64.gt
                    (f64.convert_i32_u
                     (local.get $11)
                    )
                    (local.get $16)
                   )
                  )
                 )
                )
               )
              )
             )
             (then
              (if
               (i32.ge_s
                (i32.sub
                 (local.get $1)
                 (local.get $0)
                )
                (i32.const 2)
               )
               (then
                (loop $vl12
                 (local.set $3
                  (i32.shl
                   (local.get $0)
                   (i32.const 3)
                  )
                 )
                 (v128.store64_lane align=4 0
                  (i32.add
                   (local.get $10)
                   (local.tee $2
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                  )
                  (block (result v128)
                   (local.set $18
                    (i32x4.trunc_sat_f64x2_s_zero
                     (local.tee $17
                      (f64x2.mul
                       (f64x2.convert_low_i32x4_u
                        (v128.load64_zero align=4
                         (i32.add
                          (local.get $2)
                          (local.get $5)
                         )
                        )
                       )
                       (f64x2.convert_low_i32x4_s
                        (v128.load64_zero align=4
                         (i32.add
                          (local.get $2)
                          (local.get $7)
                         )
                        )
                       )
                      )
                     )
                    )
                   )
                   (if (result v128)
                    (i64x2.all_true
                     (f64x2.lt
                      (f64x2.abs
                       (local.get $17)
                      )
                      (v128.const i32x4 0x00000000 0x41e00000 0x00000000 0x41e00000)
                     )
                    )
                    (then
                     (local.get $18)
                    )
                    (else
                     (i32x4.replace_lane 1
                      (i32x4.replace_lane 0
                       (local.get $18)
                       (call $toi32
                        (f64x2.extract_lane 0
                         (local.get $17)
                        )
                       )
                      )
                      (call $toi32
                       (f64x2.extract_lane 1
                        (local.get $17)
                       )
                      )
                     )
                    )
                   )
                  )
                 )
                 (local.set $18
                  (i32x4.trunc_sat_f64x2_s_zero
                   (local.tee $17
                    (f64x2.mul
                     (f64x2.mul
                      (f64x2.convert_low_i32x4_u
                       (v128.load64_zero align=4
                        (i32.add
                         (local.get $2)
                         (local.get $5)
                        )
                       )
                      )
                      (f64x2.convert_low_i32x4_s
                       (v128.load64_zero align=4
                        (i32.add
                         (local.get $2)
                         (local.get $7)
                        )
                       )
                      )
                     )
                     (v128.const i32x4 0x00000000 0x40080000 0x00000000 0x40080000)
                    )
                   )
                  )
                 )
                 (v128.store64_lane align=4 0
                  (i32.add
                   (local.get $2)
                   (local.get $12)
                  )
                  (if (result v128)
                   (i64x2.all_true
                    (f64x2.lt
                     (f64x2.abs
                      (local.get $17)
                     )
                     (v128.const i32x4 0x00000000 0x41e00000 0x00000000 0x41e00000)
                    )
                   )
                   (then
                    (local.get $18)
                   )
                   (else
                    (i32x4.replace_lane 1
                     (i32x4.replace_lane 0
                      (local.get $18)
                      (call $toi32
                       (f64x2.extract_lane 0
                        (local.get $17)
                       )
                      )
                     )
                     (call $toi32
                      (f64x2.extract_lane 1
                       (local.get $17)
                      )
                     )
                    )
                   )
                  )
                 )
                 (v128.store align=8
                  (i32.add
                   (local.get $3)
                   (local.get $14)
                  )
                  (f64x2.mul
                   (f64x2.convert_low_i32x4_u
                    (v128.load64_zero align=4
                     (i32.add
                      (local.get $2)
                      (local.get $5)
                     )
                    )
                   )
                   (f64x2.convert_low_i32x4_s
                    (v128.load64_zero align=4
                     (i32.add
                      (local.get $2)
                      (local.get $7)
                     )
                    )
                   )
                  )
                 )
                 (br_if $vl12
                  (i32.ge_s
                   (i32.sub
                    (local.get $1)
                    (local.tee $0
                     (i32.add
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
              )
              (if
               (i32.lt_s
                (local.get $0)
                (local.get $1)
               )
               (then
                (loop $l15
                 (i32.store
                  (i32.add
                   (local.tee $2
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                   (local.get $10)
                  )
                  (call $toi32
                   (f64.mul
                    (f64.convert_i32_u
                     (i32.load
                      (i32.add
                       (local.get $2)
                       (local.get $5)
                      )
                     )
                    )
                    (f64.convert_i32_s
                     (i32.load
                      (i32.add
                       (local.get $2)
                       (local.get $7)
                      )
                     )
                    )
                   )
                  )
                 )
                 (i32.store
                  (i32.add
                   (local.get $2)
                   (local.get $12)
                  )
                  (call $toi32
                   (f64.mul
                    (f64.mul
                     (f64.convert_i32_u
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
                     (f64.convert_i32_s
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
                    (f64.const 3)
                   )
                  )
                 )
                 (f64.store
                  (i32.add
                   (i32.shl
                    (local.get $0)
                    (i32.const 3)
                   )
                   (local.get $14)
                  )
                  (f64.mul
                   (f64.convert_i32_u
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
                   (f64.convert_i32_s
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
                 )
                 (br_if $l15
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
               (i32.ge_s
                (i32.sub
                 (local.get $1)
                 (local.get $0)
                )
                (i32.const 2)
               )
               (then
                (loop $vl4
                 (if
                  (i32.and
                   (i32.and
                    (i32.and
                     (i32.and
                      (i32.and
                       (i32.lt_u
                        (local.get $0)
                        (local.get $11)
                       )
                       (i32.lt_u
                        (local.tee $2
                         (i32.add
                          (local.get $0)
                          (i32.const 1)
                         )
                        )
                        (local.get $11)
                       )
                      )
                      (i32.and
                       (i32.lt_u
                        (local.get $0)
                        (local.get $6)
                       )
                       (i32.lt_u
                        (local.get $2)
                        (local.get $6)
                       )
                      )
                     )
                     (i32.and
                      (i32.lt_u
                       (local.get $0)
                       (local.get $8)
                      )
                      (i32.lt_u
                       (local.get $2)
                       (local.get $8)
                      )
                     )
                    )
                    (i32.and
                     (i32.lt_u
                      (local.get $0)
                      (local.get $13)
                     )
                     (i32.lt_u
                      (local.get $2)
                      (local.get $13)
                     )
                    )
                   )
                   (i32.and
                    (i32.lt_u
                     (local.get $0)
                     (local.get $15)
                    )
                    (i32.lt_u
                     (local.get $2)
                     (local.get $15)
                    )
                   )
                  )
                  (then
                   (local.set $3
                    (i32.shl
                     (local.get $0)
                     (i32.const 3)
                    )
                   )
                   (v128.store64_lane align=4 0
                    (i32.add
                     (local.get $10)
                     (local.tee $2
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                     )
                    )
                    (block (result v128)
                     (local.set $18
                      (i32x4.trunc_sat_f64x2_s_zero
                       (local.tee $17
                        (f64x2.mul
                         (f64x2.convert_low_i32x4_u
                          (v128.load64_zero align=4
                           (i32.add
                            (local.get $2)
                            (local.get $5)
                           )
                          )
                         )
                         (f64x2.convert_low_i32x4_s
                          (v128.load64_zero align=4
                           (i32.add
                            (local.get $2)
                            (local.get $7)
                           )
                          )
                         )
                        )
                       )
                      )
                     )
                     (if (result v128)
                      (i64x2.all_true
                       (f64x2.lt
                        (f64x2.abs
                         (local.get $17)
                        )
                        (v128.const i32x4 0x00000000 0x41e00000 0x00000000 0x41e00000)
                       )
                      )
                      (then
                       (local.get $18)
                      )
                      (else
                       (i32x4.replace_lane 1
                        (i32x4.replace_lane 0
                         (local.get $18)
                         (call $toi32
                          (f64x2.extract_lane 0
                           (local.get $17)
                          )
                         )
                        )
                        (call $toi32
                         (f64x2.extract_lane 1
                          (local.get $17)
                         )
                        )
                       )
                      )
                     )
                    )
                   )
                   (local.set $18
                    (i32x4.trunc_sat_f64x2_s_zero
                     (local.tee $17
                      (f64x2.mul
                       (f64x2.mul
                        (f64x2.convert_low_i32x4_u
                         (v128.load64_zero align=4
                          (i32.add
                           (local.get $2)
                           (local.get $5)
                          )
                         )
                        )
                        (f64x2.convert_low_i32x4_s
                         (v128.load64_zero align=4
                          (i32.add
                           (local.get $2)
                           (local.get $7)
                          )
                         )
                        )
                       )
                       (v128.const i32x4 0x00000000 0x40080000 0x00000000 0x40080000)
                      )
                     )
                    )
                   )
                   (v128.store64_lane align=4 0
                    (i32.add
                     (local.get $2)
                     (local.get $12)
                    )
                    (if (result v128)
                     (i64x2.all_true
                      (f64x2.lt
                       (f64x2.abs
                        (local.get $17)
                       )
                       (v128.const i32x4 0x00000000 0x41e00000 0x00000000 0x41e00000)
                      )
                     )
                     (then
                      (local.get $18)
                     )
                     (else
                      (i32x4.replace_lane 1
                       (i32x4.replace_lane 0
                        (local.get $18)
                        (call $toi32
                         (f64x2.extract_lane 0
                          (local.get $17)
                         )
                        )
                       )
                       (call $toi32
                        (f64x2.extract_lane 1
                         (local.get $17)
                        )
                       )
                      )
                     )
                    )
                   )
                   (v128.store align=8
                    (i32.add
                     (local.get $3)
                     (local.get $14)
                    )
                    (f64x2.mul
                     (f64x2.convert_low_i32x4_u
                      (v128.load64_zero align=4
                       (i32.add
                        (local.get $2)
                        (local.get $5)
                       )
                      )
                     )
                     (f64x2.convert_low_i32x4_s
                      (v128.load64_zero align=4
                       (i32.add
                        (local.get $2)
                        (local.get $7)
                       )
                      )
                     )
                    )
                   )
                   (local.set $0
                    (i32.add
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                  )
                  (else
                   (if
                    (i32.gt_s
                     (local.tee $3
                      (i32.add
                       (local.get $0)
                       (i32.const 2)
                      )
                     )
                     (local.get $0)
                    )
                    (then
                     (loop $l2
                      (if
                       (i32.ge_u
                        (local.get $0)
                        (local.get $6)
                       )
                       (then
                        (br $folding-inner0)
                       )
                      )
                      (local.set $4
                       (call $toi32
                        (f64.mul
                         (f64.convert_i32_u
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
                         (block (result f64)
                          (if
                           (i32.ge_u
                            (local.tee $2
                             (local.get $0)
                            )
                            (local.get $8)
                           )
                           (then
                            (br $folding-inner1)
                           )
                          )
                          (f64.convert_i32_s
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
                        )
                       )
                      )
                      (if
                       (i32.ge_u
                        (local.get $0)
                        (local.get $11)
                       )
                       (then
                        (br $folding-inner2)
                       )
                      )
                      (i32.store
                       (i32.add
                        (local.get $10)
                        (i32.shl
                         (local.get $0)
                         (i32.const 2)
                        )
                       )
                       (local.get $4)
                      )
                      (if
                       (i32.ge_u
                        (local.get $2)
                        (local.get $6)
                       )
                       (then
                        (br $folding-inner3)
                       )
                      )
                      (local.set $4
                       (call $toi32
                        (f64.mul
                         (f64.mul
                          (f64.convert_i32_u
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
                          (block (result f64)
                           (if
                            (i32.ge_u
                             (local.get $0)
                             (local.get $8)
                            )
                            (then
                             (br $folding-inner4)
                            )
                           )
                           (f64.convert_i32_s
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
                         )
                         (f64.const 3)
                        )
                       )
                      )
                      (if
                       (i32.ge_u
                        (local.get $0)
                        (local.get $13)
                       )
                       (then
                        (br $folding-inner5)
                       )
                      )
                      (i32.store
                       (i32.add
                        (local.get $12)
                        (i32.shl
                         (local.get $0)
                         (i32.const 2)
                        )
                       )
                       (local.get $4)
                      )
                      (if
                       (i32.ge_u
                        (local.get $2)
                        (local.get $6)
                       )
                       (then
                        (br $folding-inner6)
                       )
                      )
                      (local.set $16
                       (f64.mul
                        (f64.convert_i32_u
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
                        (block (result f64)
                         (if
                          (i32.ge_u
                           (local.get $0)
                           (local.get $8)
                          )
                          (then
                           (br $folding-inner7)
                          )
                         )
                         (f64.convert_i32_s
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
                       )
                      )
                      (if
                       (i32.ge_u
                        (local.get $0)
                        (local.get $15)
                       )
                       (then
                        (br $folding-inner8)
                       )
                      )
                      (f64.store
                       (i32.add
                        (local.get $14)
                        (i32.shl
                         (local.get $0)
                         (i32.const 3)
                        )
                       )
                       (local.get $16)
                      )
                      (br_if $l2
                       (i32.gt_s
                        (local.get $3)
                        (local.tee $0
                         (i32.add
                          (local.get $2)
                          (i32.const 1)
                         )
                        )
                       )
                      )
                     )
                    )
                   )
                  )
                 )
                 (br_if $vl4
                  (i32.ge_s
                   (i32.sub
                    (local.get $1)
                    (local.get $0)
                   )
                   (i32.const 2)
                  )
                 )
                )
               )
              )
              (if
               (i32.lt_s
                (local.get $0)
                (local.get $1)
               )
               (then
                (loop $l7
                 (if
                  (i32.ge_u
                   (local.get $0)
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner0)
                  )
                 )
                 (local.set $3
                  (call $toi32
                   (f64.mul
                    (f64.convert_i32_u
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
                    (block (result f64)
                     (if
                      (i32.ge_u
                       (local.tee $2
                        (local.get $0)
                       )
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (f64.convert_i32_s
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
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $0)
                   (local.get $11)
                  )
                  (then
                   (br $folding-inner2)
                  )
                 )
                 (i32.store
                  (i32.add
                   (local.get $10)
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                  (local.get $3)
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (local.set $3
                  (call $toi32
                   (f64.mul
                    (f64.mul
                     (f64.convert_i32_u
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
                     (block (result f64)
                      (if
                       (i32.ge_u
                        (local.get $0)
                        (local.get $8)
                       )
                       (then
                        (br $folding-inner4)
                       )
                      )
                      (f64.convert_i32_s
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
                    )
                    (f64.const 3)
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $0)
                   (local.get $13)
                  )
                  (then
                   (br $folding-inner5)
                  )
                 )
                 (i32.store
                  (i32.add
                   (local.get $12)
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                  (local.get $3)
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner6)
                  )
                 )
                 (local.set $16
                  (f64.mul
                   (f64.convert_i32_u
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
                   (block (result f64)
                    (if
                     (i32.ge_u
                      (local.get $0)
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner7)
                     )
                    )
                    (f64.convert_i32_s
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
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $0)
                   (local.get $15)
                  )
                  (then
                   (br $folding-inner8)
                  )
                 )
                 (f64.store
                  (i32.add
                   (local.get $14)
                   (i32.shl
                    (local.get $0)
                    (i32.const 3)
                   )
                  )
                  (local.get $16)
                 )
                 (br_if $l7
                  (i32.lt_s
                   (local.tee $0
                    (i32.add
                     (local.get $2)
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
           (br $folding-inner9)
          )
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner9)
         )
         (global.set $oob_site
          (i32.const 2)
         )
         (br $folding-inner9)
        )
        (global.set $oob_site
         (i32.const 3)
        )
        (br $folding-inner9)
       )
       (global.set $oob_site
        (i32.const 4)
       )
       (br $folding-inner9)
      )
      (global.set $oob_site
       (i32.const 5)
      )
      (br $folding-inner9)
     )
     (global.set $oob_site
      (i32.const 6)
     )
     (br $folding-inner9)
    )
    (global.set $oob_site
     (i32.const 7)
    )
    (br $folding-inner9)
   )
   (global.set $oob_site
    (i32.const 8)
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
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
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
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 v128)
  (local $17 v128)
  (if
   (i32.ge_s
    (i32.sub
     (local.get $1)
     (local.get $0)
    )
    (i32.const 2)
   )
   (then
    (loop $vl4
     (local.set $3
      (i32.shl
       (local.get $0)
       (i32.const 3)
      )
     )
     (v128.store64_lane align=4 0
      (i32.add
       (local.get $10)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (block (result v128)
       (local.set $17
        (i32x4.trunc_sat_f64x2_s_zero
         (local.tee $16
          (f64x2.mul
           (f64x2.convert_low_i32x4_u
            (v128.load64_zero align=4
             (i32.add
              (local.get $2)
              (local.get $5)
             )
            )
           )
           (f64x2.convert_low_i32x4_s
            (v128.load64_zero align=4
             (i32.add
              (local.get $2)
              (local.get $7)
             )
            )
           )
          )
         )
        )
       )
       (if (result v128)
        (i64x2.all_true
         (f64x2.lt
          (f64x2.abs
           (local.get $16)
          )
          (v128.const i32x4 0x00000000 0x41e00000 0x00000000 0x41e00000)
         )
        )
        (then
         (local.get $17)
        )
        (else
         (i32x4.replace_lane 1
          (i32x4.replace_lane 0
           (local.get $17)
           (call $toi32
            (f64x2.extract_lane 0
             (local.get $16)
            )
           )
          )
          (call $toi32
           (f64x2.extract_lane 1
            (local.get $16)
           )
          )
         )
        )
       )
      )
     )
     (local.set $17
      (i32x4.trunc_sat_f64x2_s_zero
       (local.tee $16
        (f64x2.mul
         (f64x2.mul
          (f64x2.convert_low_i32x4_u
           (v128.load64_zero align=4
            (i32.add
             (local.get $2)
             (local.get $5)
            )
           )
          )
          (f64x2.convert_low_i32x4_s
           (v128.load64_zero align=4
            (i32.add
             (local.get $2)
             (local.get $7)
            )
           )
          )
         )
         (v128.const i32x4 0x00000000 0x40080000 0x00000000 0x40080000)
        )
       )
      )
     )
     (v128.store64_lane align=4 0
      (i32.add
       (local.get $2)
       (local.get $12)
      )
      (if (result v128)
       (i64x2.all_true
        (f64x2.lt
         (f64x2.abs
          (local.get $16)
         )
         (v128.const i32x4 0x00000000 0x41e00000 0x00000000 0x41e00000)
        )
       )
       (then
        (local.get $17)
       )
       (else
        (i32x4.replace_lane 1
         (i32x4.replace_lane 0
          (local.get $17)
          (call $toi32
           (f64x2.extract_lane 0
            (local.get $16)
           )
          )
         )
         (call $toi32
          (f64x2.extract_lane 1
           (local.get $16)
          )
         )
        )
       )
      )
     )
     (v128.store align=8
      (i32.add
       (local.get $3)
       (local.get $14)
      )
      (f64x2.mul
       (f64x2.convert_low_i32x4_u
        (v128.load64_zero align=4
         (i32.add
          (local.get $2)
          (local.get $5)
         )
        )
       )
       (f64x2.convert_low_i32x4_s
        (v128.load64_zero align=4
         (i32.add
          (local.get $2)
          (local.get $7)
         )
        )
       )
      )
     )
     (br_if $vl4
      (i32.ge_s
       (i32.sub
        (local.get $1)
        (local.tee $0
         (i32.add
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
  )
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l7
     (i32.store
      (i32.add
       (local.get $10)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (call $toi32
       (f64.mul
        (f64.convert_i32_u
         (i32.load
          (i32.add
           (local.get $2)
           (local.get $5)
          )
         )
        )
        (f64.convert_i32_s
         (i32.load
          (i32.add
           (local.get $2)
           (local.get $7)
          )
         )
        )
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $2)
       (local.get $12)
      )
      (call $toi32
       (f64.mul
        (f64.mul
         (f64.convert_i32_u
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
         (f64.convert_i32_s
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
        (f64.const 3)
       )
      )
     )
     (f64.store
      (i32.add
       (local.get $14)
       (i32.shl
        (local.get $0)
        (i32.const 3)
       )
      )
      (f64.mul
       (f64.convert_i32_u
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
       (f64.convert_i32_s
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
     )
     (br_if $l7
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
  (i32.const 0)
 )
)
