;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 f64)
  (local $17 v128)
  (local $18 f64)
  (block $folding-inner13
   (block $folding-inner12
    (block $folding-inner11
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
                       (local.tee $18
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
                        (local.get $18)
                        (local.tee $16
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
                        (local.get $18)
                       )
                       (f64.const 0)
                      )
                     )
                     (f64.convert_i32_u
                      (local.get $11)
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
                        (local.get $15)
                       )
                       (local.get $16)
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
                     (v128.store align=8
                      (i32.add
                       (local.get $14)
                       (local.tee $2
                        (i32.shl
                         (local.get $0)
                         (i32.const 3)
                        )
                       )
                      )
                      (f64x2.add
                       (f64x2.add
                        (f64x2.convert_low_i32x4_u
                         (v128.load64_zero align=4
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
                        )
                        (local.tee $17
                         (f64x2.convert_low_i32x4_s
                          (v128.load64_zero align=4
                           (i32.add
                            (local.get $3)
                            (local.get $7)
                           )
                          )
                         )
                        )
                       )
                       (f64x2.mul
                        (f64x2.sub
                         (local.get $17)
                         (v128.const i32x4 0xc0000000 0x41e65a0b 0xc0000000 0x41e65a0b)
                        )
                        (v128.const i32x4 0x00000000 0x40000000 0x00000000 0x40000000)
                       )
                      )
                     )
                     (v128.store64_lane align=4 0
                      (i32.add
                       (local.get $3)
                       (local.get $10)
                      )
                      (v128.bitselect
                       (v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001)
                       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                       (i8x16.shuffle 0 1 2 3 8 9 10 11 0 1 2 3 8 9 10 11
                        (local.tee $17
                         (f64x2.gt
                          (f64x2.sub
                           (f64x2.convert_low_i32x4_u
                            (v128.load64_zero align=4
                             (i32.add
                              (local.get $3)
                              (local.get $5)
                             )
                            )
                           )
                           (f64x2.convert_low_i32x4_s
                            (v128.load64_zero align=4
                             (i32.add
                              (local.get $3)
                              (local.get $7)
                             )
                            )
                           )
                          )
                          (v128.const i32x4 0xffe00000 0x41efffff 0xffe00000 0x41efffff)
                         )
                        )
                        (local.get $17)
                       )
                      )
                     )
                     (v128.store align=8
                      (local.tee $2
                       (i32.add
                        (local.get $2)
                        (local.get $14)
                       )
                      )
                      (f64x2.add
                       (v128.load align=8
                        (local.get $2)
                       )
                       (v128.bitselect
                        (f64x2.convert_low_i32x4_u
                         (v128.load64_zero align=4
                          (i32.add
                           (local.get $3)
                           (local.get $5)
                          )
                         )
                        )
                        (f64x2.convert_low_i32x4_s
                         (v128.load64_zero align=4
                          (i32.add
                           (local.get $3)
                           (local.get $7)
                          )
                         )
                        )
                        (i64x2.extend_low_i32x4_s
                         (i32x4.gt_s
                          (v128.load64_zero align=4
                           (i32.add
                            (local.get $3)
                            (local.get $7)
                           )
                          )
                          (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
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
                     (f64.store
                      (local.tee $3
                       (i32.add
                        (i32.shl
                         (local.get $0)
                         (i32.const 3)
                        )
                        (local.get $14)
                       )
                      )
                      (f64.add
                       (f64.add
                        (f64.convert_i32_u
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
                        (local.tee $16
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
                       (f64.mul
                        (f64.add
                         (local.get $16)
                         (f64.const -3e9)
                        )
                        (f64.const 2)
                       )
                      )
                     )
                     (i32.store
                      (i32.add
                       (local.get $2)
                       (local.get $10)
                      )
                      (f64.gt
                       (f64.sub
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
                       (f64.const 4294967295)
                      )
                     )
                     (f64.store
                      (local.get $3)
                      (f64.add
                       (f64.load
                        (local.get $3)
                       )
                       (if (result f64)
                        (i32.gt_s
                         (i32.load
                          (i32.add
                           (i32.shl
                            (local.get $0)
                            (i32.const 2)
                           )
                           (local.get $7)
                          )
                         )
                         (i32.const 0)
                        )
                        (then
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
                        )
                        (else
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
                          (i32.lt_u
                           (local.get $0)
                           (local.get $15)
                          )
                          (i32.lt_u
                           (local.tee $2
                            (i32.add
                             (local.get $0)
                             (i32.const 1)
                            )
                           )
                           (local.get $15)
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
                         (local.get $11)
                        )
                        (i32.lt_u
                         (local.get $2)
                         (local.get $11)
                        )
                       )
                      )
                      (then
                       (v128.store align=8
                        (i32.add
                         (local.get $14)
                         (local.tee $2
                          (i32.shl
                           (local.get $0)
                           (i32.const 3)
                          )
                         )
                        )
                        (f64x2.add
                         (f64x2.add
                          (f64x2.convert_low_i32x4_u
                           (v128.load64_zero align=4
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
                          )
                          (local.tee $17
                           (f64x2.convert_low_i32x4_s
                            (v128.load64_zero align=4
                             (i32.add
                              (local.get $3)
                              (local.get $7)
                             )
                            )
                           )
                          )
                         )
                         (f64x2.mul
                          (f64x2.sub
                           (local.get $17)
                           (v128.const i32x4 0xc0000000 0x41e65a0b 0xc0000000 0x41e65a0b)
                          )
                          (v128.const i32x4 0x00000000 0x40000000 0x00000000 0x40000000)
                         )
                        )
                       )
                       (v128.store64_lane align=4 0
                        (i32.add
                         (local.get $3)
                         (local.get $10)
                        )
                        (v128.bitselect
                         (v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001)
                         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                         (i8x16.shuffle 0 1 2 3 8 9 10 11 0 1 2 3 8 9 10 11
                          (local.tee $17
                           (f64x2.gt
                            (f64x2.sub
                             (f64x2.convert_low_i32x4_u
                              (v128.load64_zero align=4
                               (i32.add
                                (local.get $3)
                                (local.get $5)
                               )
                              )
                             )
                             (f64x2.convert_low_i32x4_s
                              (v128.load64_zero align=4
                               (i32.add
                                (local.get $3)
                                (local.get $7)
                               )
                              )
                             )
                            )
                            (v128.const i32x4 0xffe00000 0x41efffff 0xffe00000 0x41efffff)
                           )
                          )
                          (local.get $17)
                         )
                        )
                       )
                       (v128.store align=8
                        (local.tee $2
                         (i32.add
                          (local.get $2)
                          (local.get $14)
                         )
                        )
                        (f64x2.add
                         (v128.load align=8
                          (local.get $2)
                         )
                         (v128.bitselect
                          (f64x2.convert_low_i32x4_u
                           (v128.load64_zero align=4
                            (i32.add
                             (local.get $3)
                             (local.get $5)
                            )
                           )
                          )
                          (f64x2.convert_low_i32x4_s
                           (v128.load64_zero align=4
                            (i32.add
                             (local.get $3)
                             (local.get $7)
                            )
                           )
                          )
                          (i64x2.extend_low_i32x4_s
                           (i32x4.gt_s
                            (v128.load64_zero align=4
                             (i32.add
                              (local.get $3)
                              (local.get $7)
                             )
                            )
                            (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
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
                         (local.tee $9
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
                          (local.set $16
                           (f64.add
                            (f64.add
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
                            (block (result f64)
                             (if
                              (i32.ge_u
                               (local.get $2)
                               (local.get $8)
                              )
                              (then
                               (br $folding-inner2)
                              )
                             )
                             (f64.mul
                              (f64.add
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
                               (f64.const -3e9)
                              )
                              (f64.const 2)
                             )
                            )
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.tee $3
                             (local.get $0)
                            )
                            (local.get $15)
                           )
                           (then
                            (br $folding-inner3)
                           )
                          )
                          (f64.store
                           (i32.add
                            (local.get $14)
                            (i32.shl
                             (local.get $3)
                             (i32.const 3)
                            )
                           )
                           (local.get $16)
                          )
                          (if
                           (i32.ge_u
                            (local.get $2)
                            (local.get $6)
                           )
                           (then
                            (br $folding-inner4)
                           )
                          )
                          (local.set $4
                           (f64.gt
                            (f64.sub
                             (f64.convert_i32_u
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
                             (block (result f64)
                              (if
                               (i32.ge_u
                                (local.get $2)
                                (local.get $8)
                               )
                               (then
                                (br $folding-inner5)
                               )
                              )
                              (f64.convert_i32_s
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
                             )
                            )
                            (f64.const 4294967295)
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.get $2)
                            (local.get $11)
                           )
                           (then
                            (br $folding-inner6)
                           )
                          )
                          (i32.store
                           (i32.add
                            (local.get $10)
                            (i32.shl
                             (local.get $2)
                             (i32.const 2)
                            )
                           )
                           (local.get $4)
                          )
                          (if
                           (i32.ge_u
                            (local.get $3)
                            (local.get $15)
                           )
                           (then
                            (br $folding-inner7)
                           )
                          )
                          (local.set $16
                           (f64.add
                            (f64.load
                             (i32.add
                              (local.get $14)
                              (i32.shl
                               (local.get $2)
                               (i32.const 3)
                              )
                             )
                            )
                            (block (result f64)
                             (if
                              (i32.ge_u
                               (local.get $2)
                               (local.get $8)
                              )
                              (then
                               (br $folding-inner8)
                              )
                             )
                             (if (result f64)
                              (i32.gt_s
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
                                 (local.get $2)
                                 (local.get $6)
                                )
                                (then
                                 (br $folding-inner9)
                                )
                               )
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
                              )
                              (else
                               (if
                                (i32.ge_u
                                 (local.get $2)
                                 (local.get $8)
                                )
                                (then
                                 (br $folding-inner10)
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
                            )
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.get $3)
                            (local.get $15)
                           )
                           (then
                            (br $folding-inner11)
                           )
                          )
                          (f64.store
                           (i32.add
                            (local.get $14)
                            (i32.shl
                             (local.get $3)
                             (i32.const 3)
                            )
                           )
                           (local.get $16)
                          )
                          (br_if $l2
                           (i32.gt_s
                            (local.get $9)
                            (local.tee $0
                             (i32.add
                              (local.get $0)
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
                     (local.set $16
                      (f64.add
                       (f64.add
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
                       (block (result f64)
                        (if
                         (i32.ge_u
                          (local.get $2)
                          (local.get $8)
                         )
                         (then
                          (br $folding-inner2)
                         )
                        )
                        (f64.mul
                         (f64.add
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
                          (f64.const -3e9)
                         )
                         (f64.const 2)
                        )
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $3
                        (local.get $0)
                       )
                       (local.get $15)
                      )
                      (then
                       (br $folding-inner3)
                      )
                     )
                     (f64.store
                      (i32.add
                       (local.get $14)
                       (i32.shl
                        (local.get $3)
                        (i32.const 3)
                       )
                      )
                      (local.get $16)
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner4)
                      )
                     )
                     (local.set $4
                      (f64.gt
                       (f64.sub
                        (f64.convert_i32_u
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
                        (block (result f64)
                         (if
                          (i32.ge_u
                           (local.get $2)
                           (local.get $8)
                          )
                          (then
                           (br $folding-inner5)
                          )
                         )
                         (f64.convert_i32_s
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
                        )
                       )
                       (f64.const 4294967295)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $11)
                      )
                      (then
                       (br $folding-inner6)
                      )
                     )
                     (i32.store
                      (i32.add
                       (local.get $10)
                       (i32.shl
                        (local.get $2)
                        (i32.const 2)
                       )
                      )
                      (local.get $4)
                     )
                     (if
                      (i32.ge_u
                       (local.get $3)
                       (local.get $15)
                      )
                      (then
                       (br $folding-inner7)
                      )
                     )
                     (local.set $16
                      (f64.add
                       (f64.load
                        (i32.add
                         (local.get $14)
                         (i32.shl
                          (local.get $2)
                          (i32.const 3)
                         )
                        )
                       )
                       (block (result f64)
                        (if
                         (i32.ge_u
                          (local.get $2)
                          (local.get $8)
                         )
                         (then
                          (br $folding-inner8)
                         )
                        )
                        (if (result f64)
                         (i32.gt_s
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
                            (local.get $2)
                            (local.get $6)
                           )
                           (then
                            (br $folding-inner9)
                           )
                          )
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
                         )
                         (else
                          (if
                           (i32.ge_u
                            (local.get $2)
                            (local.get $8)
                           )
                           (then
                            (br $folding-inner10)
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
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $3)
                       (local.get $15)
                      )
                      (then
                       (br $folding-inner11)
                      )
                     )
                     (f64.store
                      (i32.add
                       (local.get $14)
                       (i32.shl
                        (local.get $3)
                        (i32.const 3)
                       )
                      )
                      (local.get $16)
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
                 )
                )
                (return
                 (i32.const 0)
                )
               )
               (global.set $oob_site
                (i32.const 0)
               )
               (br $folding-inner12)
              )
              (global.set $oob_site
               (i32.const 1)
              )
              (br $folding-inner12)
             )
             (global.set $oob_site
              (i32.const 2)
             )
             (br $folding-inner13)
            )
            (global.set $oob_site
             (i32.const 3)
            )
            (br $folding-inner12)
           )
           (global.set $oob_site
            (i32.const 4)
           )
           (br $folding-inner13)
          )
          (global.set $oob_site
           (i32.const 5)
          )
          (br $folding-inner13)
         )
         (global.set $oob_site
          (i32.const 6)
         )
         (br $folding-inner13)
        )
        (global.set $oob_site
         (i32.const 7)
        )
        (br $folding-inner13)
       )
       (global.set $oob_site
        (i32.const 8)
       )
       (br $folding-inner13)
      )
      (global.set $oob_site
       (i32.const 9)
      )
      (br $folding-inner12)
     )
     (global.set $oob_site
      (i32.const 10)
     )
     (br $folding-inner12)
    )
    (global.set $oob_site
     (i32.const 11)
    )
    (global.set $oob_index
     (local.get $3)
    )
    (return
     (i32.const 1)
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
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 v128)
  (local $17 f64)
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
     (v128.store align=8
      (i32.add
       (local.get $14)
       (local.tee $3
        (i32.shl
         (local.get $0)
         (i32.const 3)
        )
       )
      )
      (f64x2.add
       (f64x2.add
        (f64x2.convert_low_i32x4_u
         (v128.load64_zero align=4
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
        (local.tee $16
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
       (f64x2.mul
        (f64x2.sub
         (local.get $16)
         (v128.const i32x4 0xc0000000 0x41e65a0b 0xc0000000 0x41e65a0b)
        )
        (v128.const i32x4 0x00000000 0x40000000 0x00000000 0x40000000)
       )
      )
     )
     (v128.store64_lane align=4 0
      (i32.add
       (local.get $2)
       (local.get $10)
      )
      (v128.bitselect
       (v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001)
       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
       (i8x16.shuffle 0 1 2 3 8 9 10 11 0 1 2 3 8 9 10 11
        (local.tee $16
         (f64x2.gt
          (f64x2.sub
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
          (v128.const i32x4 0xffe00000 0x41efffff 0xffe00000 0x41efffff)
         )
        )
        (local.get $16)
       )
      )
     )
     (v128.store align=8
      (local.tee $3
       (i32.add
        (local.get $3)
        (local.get $14)
       )
      )
      (f64x2.add
       (v128.load align=8
        (local.get $3)
       )
       (v128.bitselect
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
        (i64x2.extend_low_i32x4_s
         (i32x4.gt_s
          (v128.load64_zero align=4
           (i32.add
            (local.get $2)
            (local.get $7)
           )
          )
          (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
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
     (f64.store
      (local.tee $2
       (i32.add
        (local.get $14)
        (i32.shl
         (local.get $0)
         (i32.const 3)
        )
       )
      )
      (f64.add
       (f64.add
        (f64.convert_i32_u
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
        )
        (local.tee $17
         (f64.convert_i32_s
          (i32.load
           (i32.add
            (local.get $3)
            (local.get $7)
           )
          )
         )
        )
       )
       (f64.mul
        (f64.add
         (local.get $17)
         (f64.const -3e9)
        )
        (f64.const 2)
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $3)
       (local.get $10)
      )
      (f64.gt
       (f64.sub
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
       (f64.const 4294967295)
      )
     )
     (f64.store
      (local.get $2)
      (f64.add
       (f64.load
        (local.get $2)
       )
       (if (result f64)
        (i32.gt_s
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
        )
        (else
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
