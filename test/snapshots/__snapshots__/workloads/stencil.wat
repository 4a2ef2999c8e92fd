;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 f32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 f32) (result i32)
  (local $11 i32)
  (local $12 v128)
  (local $13 f32)
  (local $14 i32)
  (local $15 i32)
  (local $16 v128)
  (local $17 i32)
  (local $18 i32)
  (local $19 i32)
  (local $20 i32)
  (local $21 i32)
  (local $22 i32)
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
              (i32.lt_s
               (local.tee $2
                (local.get $0)
               )
               (local.get $1)
              )
              (then
               (loop $l15
                (local.set $11
                 (i32.const 0)
                )
                (if
                 (i32.eqz
                  (if (result i32)
                   (i32.ge_s
                    (local.get $3)
                    (i32.const 4)
                   )
                   (then
                    (i32.or
                     (i32.lt_u
                      (i32.sub
                       (local.get $5)
                       (local.get $7)
                      )
                      (i32.shl
                       (local.get $8)
                       (i32.const 2)
                      )
                     )
                     (i32.lt_u
                      (i32.sub
                       (local.get $7)
                       (local.get $5)
                      )
                      (i32.shl
                       (local.get $6)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (else
                    (i32.const 1)
                   )
                  )
                 )
                 (then
                  (local.set $14
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (i32.sub
                      (local.tee $18
                       (local.tee $0
                        (i32.mul
                         (local.get $2)
                         (local.get $9)
                        )
                       )
                      )
                      (i32.const 1)
                     )
                     (i32.const 2)
                    )
                   )
                  )
                  (local.set $15
                   (i32.add
                    (local.get $7)
                    (i32.shl
                     (local.get $18)
                     (i32.const 2)
                    )
                   )
                  )
                  (local.set $19
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.tee $21
                      (i32.sub
                       (local.get $0)
                       (local.get $9)
                      )
                     )
                     (i32.const 2)
                    )
                   )
                  )
                  (local.set $20
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.tee $22
                      (i32.add
                       (local.get $0)
                       (local.get $9)
                      )
                     )
                     (i32.const 2)
                    )
                   )
                  )
                  (loop $vl7
                   (if
                    (i32.and
                     (i32.and
                      (i32.and
                       (i32.and
                        (i32.lt_u
                         (local.tee $0
                          (i32.add
                           (local.get $11)
                           (local.get $18)
                          )
                         )
                         (local.get $8)
                        )
                        (i32.lt_u
                         (i32.add
                          (local.get $0)
                          (i32.const 3)
                         )
                         (local.get $8)
                        )
                       )
                       (i32.and
                        (i32.lt_u
                         (i32.sub
                          (local.get $0)
                          (i32.const 1)
                         )
                         (local.get $6)
                        )
                        (i32.lt_u
                         (i32.add
                          (local.get $0)
                          (i32.const 4)
                         )
                         (local.get $6)
                        )
                       )
                      )
                      (i32.and
                       (i32.lt_u
                        (local.tee $0
                         (i32.add
                          (local.get $11)
                          (local.get $21)
                         )
                        )
                        (local.get $6)
                       )
                       (i32.lt_u
                        (i32.add
                         (local.get $0)
                         (i32.const 3)
                        )
                        (local.get $6)
                       )
                      )
                     )
                     (i32.and
                      (i32.lt_u
                       (local.tee $0
                        (i32.add
                         (local.get $11)
                         (local.get $22)
                        )
                       )
                       (local.get $6)
                      )
                      (i32.lt_u
                       (i32.add
                        (local.get $0)
                        (i32.const 3)
                       )
                       (local.get $6)
                      )
                     )
                    )
                    (then
                     (local.set $0
                      (i32.shl
                       (local.get $11)
                       (i32.const 2)
                      )
                     )
                     (if
                      (i32x4.all_true
                       (local.tee $12
                        (v128.or
                         (v128.or
                          (v128.or
                           (i32x4.eq
                            (local.tee $12
                             (i32x4.splat
                              (local.get $2)
                             )
                            )
                            (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                           )
                           (i32x4.eq
                            (local.tee $16
                             (i32x4.add
                              (i32x4.splat
                               (local.get $11)
                              )
                              (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
                             )
                            )
                            (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                           )
                          )
                          (i32x4.eq
                           (local.get $12)
                           (local.tee $12
                            (i32x4.sub
                             (i32x4.splat
                              (local.get $9)
                             )
                             (v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001)
                            )
                           )
                          )
                         )
                         (i32x4.eq
                          (local.get $16)
                          (local.get $12)
                         )
                        )
                       )
                      )
                      (then
                       (v128.store align=4
                        (i32.add
                         (local.get $0)
                         (local.get $15)
                        )
                        (v128.load offset=4 align=4
                         (i32.add
                          (local.get $0)
                          (local.get $14)
                         )
                        )
                       )
                      )
                      (else
                       (if
                        (v128.any_true
                         (local.get $12)
                        )
                        (then
                         (v128.store align=4
                          (local.tee $4
                           (i32.add
                            (local.get $0)
                            (local.get $15)
                           )
                          )
                          (v128.bitselect
                           (v128.load offset=4 align=4
                            (i32.add
                             (local.get $0)
                             (local.get $14)
                            )
                           )
                           (v128.load align=4
                            (local.get $4)
                           )
                           (local.get $12)
                          )
                         )
                        )
                       )
                      )
                     )
                     (if
                      (i32x4.all_true
                       (local.tee $12
                        (v128.not
                         (local.get $12)
                        )
                       )
                      )
                      (then
                       (v128.store align=4
                        (i32.add
                         (local.get $0)
                         (local.get $15)
                        )
                        (f32x4.add
                         (local.tee $12
                          (v128.load offset=4 align=4
                           (local.tee $4
                            (i32.add
                             (local.get $0)
                             (local.get $14)
                            )
                           )
                          )
                         )
                         (f32x4.mul
                          (f32x4.splat
                           (local.get $10)
                          )
                          (f32x4.sub
                           (f32x4.add
                            (f32x4.add
                             (f32x4.add
                              (v128.load align=4
                               (local.get $4)
                              )
                              (v128.load offset=8 align=4
                               (local.get $4)
                              )
                             )
                             (v128.load align=4
                              (i32.add
                               (local.get $0)
                               (local.get $19)
                              )
                             )
                            )
                            (v128.load align=4
                             (i32.add
                              (local.get $0)
                              (local.get $20)
                             )
                            )
                           )
                           (f32x4.mul
                            (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                            (local.get $12)
                           )
                          )
                         )
                        )
                       )
                      )
                      (else
                       (if
                        (v128.any_true
                         (local.get $12)
                        )
                        (then
                         (v128.store align=4
                          (local.tee $17
                           (i32.add
                            (local.get $0)
                            (local.get $15)
                           )
                          )
                          (v128.bitselect
                           (f32x4.add
                            (local.tee $16
                             (v128.load offset=4 align=4
                              (local.tee $4
                               (i32.add
                                (local.get $0)
                                (local.get $14)
                               )
                              )
                             )
                            )
                            (f32x4.mul
                             (f32x4.splat
                              (local.get $10)
                             )
                             (f32x4.sub
                              (f32x4.add
                               (f32x4.add
                                (f32x4.add
                                 (v128.load align=4
                                  (local.get $4)
                                 )
                                 (v128.load offset=8 align=4
                                  (local.get $4)
                                 )
                                )
                                (v128.load align=4
                                 (i32.add
                                  (local.get $0)
                                  (local.get $19)
                                 )
                                )
                               )
                               (v128.load align=4
                                (i32.add
                                 (local.get $0)
                                 (local.get $20)
                                )
                               )
                              )
                              (f32x4.mul
                               (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                               (local.get $16)
                              )
                             )
                            )
                           )
                           (v128.load align=4
                            (local.get $17)
                           )
                           (local.get $12)
                          )
                         )
                        )
                       )
                      )
                     )
                     (local.set $11
                      (i32.add
                       (local.get $11)
                       (i32.const 4)
                      )
                     )
                    )
                    (else
                     (if
                      (i32.gt_s
                       (local.tee $17
                        (i32.add
                         (local.get $11)
                         (i32.const 4)
                        )
                       )
                       (local.get $11)
                      )
                      (then
                       (loop $l5
                        (local.set $0
                         (i32.add
                          (i32.mul
                           (local.get $2)
                           (local.get $9)
                          )
                          (local.get $11)
                         )
                        )
                        (block $end1
                         (block $else2
                          (block $or3
                           (br_if $or3
                            (i32.eqz
                             (local.get $2)
                            )
                           )
                           (br_if $or3
                            (i32.eqz
                             (local.get $11)
                            )
                           )
                           (br_if $or3
                            (i32.eq
                             (local.get $2)
                             (local.tee $4
                              (i32.sub
                               (local.get $9)
                               (i32.const 1)
                              )
                             )
                            )
                           )
                           (br_if $else2
                            (i32.ne
                             (local.get $4)
                             (local.get $11)
                            )
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.get $0)
                            (local.get $6)
                           )
                           (then
                            (br $folding-inner0)
                           )
                          )
                          (local.set $13
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
                            (local.get $0)
                            (local.get $8)
                           )
                           (then
                            (br $folding-inner1)
                           )
                          )
                          (f32.store
                           (i32.add
                            (local.get $7)
                            (i32.shl
                             (local.get $0)
                             (i32.const 2)
                            )
                           )
                           (local.get $13)
                          )
                          (br $end1)
                         )
                         (if
                          (i32.ge_u
                           (local.get $0)
                           (local.get $6)
                          )
                          (then
                           (br $folding-inner2)
                          )
                         )
                         (local.set $13
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
                              (local.tee $4
                               (i32.sub
                                (local.get $0)
                                (i32.const 1)
                               )
                              )
                              (local.get $6)
                             )
                             (then
                              (br $folding-inner3)
                             )
                            )
                            (f32.mul
                             (local.get $10)
                             (f32.sub
                              (f32.add
                               (f32.add
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
                                      (local.get $0)
                                      (i32.const 1)
                                     )
                                    )
                                    (local.get $6)
                                   )
                                   (then
                                    (br $folding-inner4)
                                   )
                                  )
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
                                )
                                (block (result f32)
                                 (if
                                  (i32.ge_u
                                   (local.tee $4
                                    (i32.sub
                                     (local.get $0)
                                     (local.get $9)
                                    )
                                   )
                                   (local.get $6)
                                  )
                                  (then
                                   (br $folding-inner5)
                                  )
                                 )
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
                               )
                               (block (result f32)
                                (if
                                 (i32.ge_u
                                  (local.tee $4
                                   (i32.add
                                    (local.get $0)
                                    (local.get $9)
                                   )
                                  )
                                  (local.get $6)
                                 )
                                 (then
                                  (br $folding-inner6)
                                 )
                                )
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
                              )
                              (block (result f32)
                               (if
                                (i32.ge_u
                                 (local.tee $4
                                  (local.get $0)
                                 )
                                 (local.get $6)
                                )
                                (then
                                 (br $folding-inner7)
                                )
                               )
                               (f32.mul
                                (f32.load
                                 (i32.add
                                  (local.get $5)
                                  (i32.shl
                                   (local.get $4)
                                   (i32.const 2)
                                  )
                                 )
                                )
                                (f32.const 4)
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
                           (local.get $8)
                          )
                          (then
                           (br $folding-inner8)
                          )
                         )
                         (f32.store
                          (i32.add
                           (local.get $7)
                           (i32.shl
                            (local.get $0)
                            (i32.const 2)
                           )
                          )
                          (local.get $13)
                         )
                        )
                        (br_if $l5
                         (i32.gt_s
                          (local.get $17)
                          (local.tee $11
                           (i32.add
                            (local.get $11)
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
                   (br_if $vl7
                    (i32.ge_s
                     (i32.sub
                      (local.get $3)
                      (local.get $11)
                     )
                     (i32.const 4)
                    )
                   )
                  )
                 )
                )
                (if
                 (i32.gt_s
                  (local.get $3)
                  (local.get $11)
                 )
                 (then
                  (loop $l13
                   (local.set $0
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (local.get $9)
                     )
                     (local.get $11)
                    )
                   )
                   (block $end9
                    (block $else10
                     (block $or11
                      (br_if $or11
                       (i32.eqz
                        (local.get $2)
                       )
                      )
                      (br_if $or11
                       (i32.eqz
                        (local.get $11)
                       )
                      )
                      (br_if $or11
                       (i32.eq
                        (local.get $2)
                        (local.tee $4
                         (i32.sub
                          (local.get $9)
                          (i32.const 1)
                         )
                        )
                       )
                      )
                      (br_if $else10
                       (i32.ne
                        (local.get $4)
                        (local.get $11)
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner0)
                      )
                     )
                     (local.set $13
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
                       (local.get $0)
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                      (local.get $13)
                     )
                     (br $end9)
                    )
                    (if
                     (i32.ge_u
                      (local.get $0)
                      (local.get $6)
                     )
                     (then
                      (br $folding-inner2)
                     )
                    )
                    (local.set $13
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
                         (local.tee $4
                          (i32.sub
                           (local.get $0)
                           (i32.const 1)
                          )
                         )
                         (local.get $6)
                        )
                        (then
                         (br $folding-inner3)
                        )
                       )
                       (f32.mul
                        (local.get $10)
                        (f32.sub
                         (f32.add
                          (f32.add
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
                                 (local.get $0)
                                 (i32.const 1)
                                )
                               )
                               (local.get $6)
                              )
                              (then
                               (br $folding-inner4)
                              )
                             )
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
                           )
                           (block (result f32)
                            (if
                             (i32.ge_u
                              (local.tee $4
                               (i32.sub
                                (local.get $0)
                                (local.get $9)
                               )
                              )
                              (local.get $6)
                             )
                             (then
                              (br $folding-inner5)
                             )
                            )
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
                          )
                          (block (result f32)
                           (if
                            (i32.ge_u
                             (local.tee $4
                              (i32.add
                               (local.get $0)
                               (local.get $9)
                              )
                             )
                             (local.get $6)
                            )
                            (then
                             (br $folding-inner6)
                            )
                           )
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
                         )
                         (block (result f32)
                          (if
                           (i32.ge_u
                            (local.tee $4
                             (local.get $0)
                            )
                            (local.get $6)
                           )
                           (then
                            (br $folding-inner7)
                           )
                          )
                          (f32.mul
                           (f32.load
                            (i32.add
                             (local.get $5)
                             (i32.shl
                              (local.get $4)
                              (i32.const 2)
                             )
                            )
                           )
                           (f32.const 4)
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
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner8)
                     )
                    )
                    (f32.store
                     (i32.add
                      (local.get $7)
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                     )
                     (local.get $13)
                    )
                   )
                   (br_if $l13
                    (i32.lt_s
                     (local.tee $11
                      (i32.add
                       (local.get $11)
                       (i32.const 1)
                      )
                     )
                     (local.get $3)
                    )
                   )
                  )
                 )
                )
                (br_if $l15
                 (i32.lt_s
                  (local.tee $2
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
         (br $folding-inner10)
        )
        (global.set $oob_site
         (i32.const 4)
        )
        (br $folding-inner10)
       )
       (global.set $oob_site
        (i32.const 5)
       )
       (br $folding-inner10)
      )
      (global.set $oob_site
       (i32.const 6)
      )
      (br $folding-inner10)
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
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $4)
  )
  (i32.const 1)
 )
)
