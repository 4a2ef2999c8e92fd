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
  (local $16 v128)
  (local $17 v128)
  (local $18 f32)
  (block $folding-inner15
   (block $folding-inner14
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
                   (i32.ge_s
                    (i32.sub
                     (local.get $1)
                     (local.get $0)
                    )
                    (i32.const 4)
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
                            (local.get $8)
                           )
                           (i32.lt_u
                            (local.tee $2
                             (i32.add
                              (local.get $0)
                              (i32.const 3)
                             )
                            )
                            (local.get $8)
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
                           (local.get $11)
                          )
                          (i32.lt_u
                           (local.get $2)
                           (local.get $11)
                          )
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
                         (local.get $15)
                        )
                        (i32.lt_u
                         (local.get $2)
                         (local.get $15)
                        )
                       )
                      )
                      (then
                       (local.set $16
                        (v128.const i32x4 0xb2d05e00 0xb2d05e00 0xb2d05e00 0xb2d05e00)
                       )
                       (if
                        (v128.any_true
                         (local.tee $17
                          (i32x4.lt_s
                           (v128.load align=4
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
                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                          )
                         )
                        )
                        (then
                         (local.set $16
                          (v128.bitselect
                           (v128.const i32x4 0xee6b2800 0xee6b2800 0xee6b2800 0xee6b2800)
                           (v128.const i32x4 0xb2d05e00 0xb2d05e00 0xb2d05e00 0xb2d05e00)
                           (local.get $17)
                          )
                         )
                        )
                       )
                       (v128.store align=4
                        (local.tee $3
                         (i32.add
                          (local.get $2)
                          (local.get $12)
                         )
                        )
                        (local.get $16)
                       )
                       (v128.store align=4
                        (local.tee $4
                         (i32.add
                          (local.get $2)
                          (local.get $10)
                         )
                        )
                        (local.tee $16
                         (v128.bitselect
                          (v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001)
                          (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                          (v128.or
                           (i32x4.lt_s
                            (local.tee $17
                             (v128.load align=4
                              (i32.add
                               (local.get $2)
                               (local.get $7)
                              )
                             )
                            )
                            (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                           )
                           (i32x4.gt_u
                            (local.get $16)
                            (local.get $17)
                           )
                          )
                         )
                        )
                       )
                       (v128.store align=4
                        (local.get $4)
                        (local.tee $16
                         (i32x4.add
                          (local.get $16)
                          (v128.bitselect
                           (v128.const i32x4 0x0000000a 0x0000000a 0x0000000a 0x0000000a)
                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                           (i32x4.lt_s
                            (v128.load align=4
                             (i32.add
                              (local.get $2)
                              (local.get $5)
                             )
                            )
                            (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                           )
                          )
                         )
                        )
                       )
                       (v128.store align=4
                        (local.get $4)
                        (i32x4.add
                         (local.get $16)
                         (v128.bitselect
                          (v128.const i32x4 0x00000064 0x00000064 0x00000064 0x00000064)
                          (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                          (i32x4.lt_s
                           (v128.not
                            (v128.load align=4
                             (i32.add
                              (local.get $2)
                              (local.get $5)
                             )
                            )
                           )
                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                          )
                         )
                        )
                       )
                       (v128.store align=4
                        (local.get $3)
                        (i32x4.add
                         (v128.load align=4
                          (local.get $3)
                         )
                         (i32x4.add
                          (v128.load align=4
                           (i32.add
                            (local.get $2)
                            (local.get $7)
                           )
                          )
                          (v128.const i32x4 0xb2d05e00 0xb2d05e00 0xb2d05e00 0xb2d05e00)
                         )
                        )
                       )
                       (v128.store align=4
                        (i32.add
                         (local.get $2)
                         (local.get $14)
                        )
                        (f32x4.convert_i32x4_s
                         (v128.and
                          (v128.load align=4
                           (i32.add
                            (local.get $2)
                            (local.get $5)
                           )
                          )
                          (v128.const i32x4 0x000000ff 0x000000ff 0x000000ff 0x000000ff)
                         )
                        )
                       )
                       (local.set $0
                        (i32.add
                         (local.get $0)
                         (i32.const 4)
                        )
                       )
                      )
                      (else
                       (if
                        (i32.gt_s
                         (local.tee $4
                          (i32.add
                           (local.get $0)
                           (i32.const 4)
                          )
                         )
                         (local.get $0)
                        )
                        (then
                         (loop $l2
                          (local.set $2
                           (i32.const -1294967296)
                          )
                          (if
                           (i32.ge_u
                            (local.get $0)
                            (local.get $8)
                           )
                           (then
                            (br $folding-inner0)
                           )
                          )
                          (local.set $3
                           (select
                            (i32.const -294967296)
                            (i32.const -1294967296)
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
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.tee $2
                             (local.get $0)
                            )
                            (local.get $13)
                           )
                           (then
                            (br $folding-inner1)
                           )
                          )
                          (i32.store
                           (i32.add
                            (local.get $12)
                            (i32.shl
                             (local.get $2)
                             (i32.const 2)
                            )
                           )
                           (local.get $3)
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
                          (local.set $3
                           (i32.ne
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
                              (i32.const 1)
                             )
                             (else
                              (if
                               (i32.ge_u
                                (local.get $0)
                                (local.get $8)
                               )
                               (then
                                (br $folding-inner2)
                               )
                              )
                              (i32.gt_u
                               (local.get $3)
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
                            (i32.const 0)
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.get $2)
                            (local.get $11)
                           )
                           (then
                            (br $folding-inner3)
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
                           (local.get $3)
                          )
                          (if
                           (i32.ge_u
                            (local.get $0)
                            (local.get $11)
                           )
                           (then
                            (br $folding-inner4)
                           )
                          )
                          (local.set $3
                           (i32.add
                            (i32.load
                             (i32.add
                              (local.get $10)
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
                                (local.get $0)
                               )
                               (local.get $6)
                              )
                              (then
                               (br $folding-inner5)
                              )
                             )
                             (select
                              (i32.const 10)
                              (i32.const 0)
                              (i32.lt_s
                               (i32.load
                                (i32.add
                                 (local.get $5)
                                 (i32.shl
                                  (local.get $2)
                                  (i32.const 2)
                                 )
                                )
                               )
                               (i32.const 0)
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
                            (br $folding-inner6)
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
                            (local.get $11)
                           )
                           (then
                            (br $folding-inner7)
                           )
                          )
                          (local.set $3
                           (i32.add
                            (i32.load
                             (i32.add
                              (local.get $10)
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
                               (local.get $6)
                              )
                              (then
                               (br $folding-inner8)
                              )
                             )
                             (select
                              (i32.const 100)
                              (i32.const 0)
                              (i32.lt_s
                               (i32.xor
                                (i32.load
                                 (i32.add
                                  (local.get $5)
                                  (i32.shl
                                   (local.get $2)
                                   (i32.const 2)
                                  )
                                 )
                                )
                                (i32.const -1)
                               )
                               (i32.const 0)
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
                            (br $folding-inner9)
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
                            (local.get $13)
                           )
                           (then
                            (br $folding-inner10)
                           )
                          )
                          (local.set $3
                           (i32.add
                            (i32.load
                             (i32.add
                              (local.get $12)
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
                               (br $folding-inner11)
                              )
                             )
                             (i32.sub
                              (i32.load
                               (i32.add
                                (local.get $7)
                                (i32.shl
                                 (local.get $2)
                                 (i32.const 2)
                                )
                               )
                              )
                              (i32.const 1294967296)
                             )
                            )
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.get $0)
                            (local.get $13)
                           )
                           (then
                            (br $folding-inner12)
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
                            (br $folding-inner13)
                           )
                          )
                          (local.set $18
                           (f32.convert_i32_s
                            (i32.and
                             (i32.load
                              (i32.add
                               (local.get $5)
                               (i32.shl
                                (local.get $2)
                                (i32.const 2)
                               )
                              )
                             )
                             (i32.const 255)
                            )
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.get $0)
                            (local.get $15)
                           )
                           (then
                            (br $folding-inner14)
                           )
                          )
                          (f32.store
                           (i32.add
                            (local.get $14)
                            (i32.shl
                             (local.get $0)
                             (i32.const 2)
                            )
                           )
                           (local.get $18)
                          )
                          (br_if $l2
                           (i32.gt_s
                            (local.get $4)
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
                       (i32.const 4)
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
                     (local.set $2
                      (i32.const -1294967296)
                     )
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner0)
                      )
                     )
                     (local.set $3
                      (select
                       (i32.const -294967296)
                       (i32.const -1294967296)
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
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $2
                        (local.get $0)
                       )
                       (local.get $13)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (i32.store
                      (i32.add
                       (local.get $12)
                       (i32.shl
                        (local.get $2)
                        (i32.const 2)
                       )
                      )
                      (local.get $3)
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
                     (local.set $3
                      (i32.ne
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
                         (i32.const 1)
                        )
                        (else
                         (if
                          (i32.ge_u
                           (local.get $0)
                           (local.get $8)
                          )
                          (then
                           (br $folding-inner2)
                          )
                         )
                         (i32.gt_u
                          (local.get $3)
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
                       (i32.const 0)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $11)
                      )
                      (then
                       (br $folding-inner3)
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
                      (local.get $3)
                     )
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $11)
                      )
                      (then
                       (br $folding-inner4)
                      )
                     )
                     (local.set $3
                      (i32.add
                       (i32.load
                        (i32.add
                         (local.get $10)
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
                           (local.get $0)
                          )
                          (local.get $6)
                         )
                         (then
                          (br $folding-inner5)
                         )
                        )
                        (select
                         (i32.const 10)
                         (i32.const 0)
                         (i32.lt_s
                          (i32.load
                           (i32.add
                            (local.get $5)
                            (i32.shl
                             (local.get $2)
                             (i32.const 2)
                            )
                           )
                          )
                          (i32.const 0)
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
                       (br $folding-inner6)
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
                       (local.get $11)
                      )
                      (then
                       (br $folding-inner7)
                      )
                     )
                     (local.set $3
                      (i32.add
                       (i32.load
                        (i32.add
                         (local.get $10)
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
                          (local.get $6)
                         )
                         (then
                          (br $folding-inner8)
                         )
                        )
                        (select
                         (i32.const 100)
                         (i32.const 0)
                         (i32.lt_s
                          (i32.xor
                           (i32.load
                            (i32.add
                             (local.get $5)
                             (i32.shl
                              (local.get $2)
                              (i32.const 2)
                             )
                            )
                           )
                           (i32.const -1)
                          )
                          (i32.const 0)
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
                       (br $folding-inner9)
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
                       (local.get $13)
                      )
                      (then
                       (br $folding-inner10)
                      )
                     )
                     (local.set $3
                      (i32.add
                       (i32.load
                        (i32.add
                         (local.get $12)
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
                          (br $folding-inner11)
                         )
                        )
                        (i32.sub
                         (i32.load
                          (i32.add
                           (local.get $7)
                           (i32.shl
                            (local.get $2)
                            (i32.const 2)
                           )
                          )
                         )
                         (i32.const 1294967296)
                        )
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $13)
                      )
                      (then
                       (br $folding-inner12)
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
                       (br $folding-inner13)
                      )
                     )
                     (local.set $18
                      (f32.convert_i32_s
                       (i32.and
                        (i32.load
                         (i32.add
                          (local.get $5)
                          (i32.shl
                           (local.get $2)
                           (i32.const 2)
                          )
                         )
                        )
                        (i32.const 255)
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $15)
                      )
                      (then
                       (br $folding-inner14)
                      )
                     )
                     (f32.store
                      (i32.add
                       (local.get $14)
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                      (local.get $18)
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
                  (return
                   (i32.const 0)
                  )
                 )
                 (global.set $oob_site
                  (i32.const 0)
                 )
                 (br $folding-inner15)
                )
                (global.set $oob_site
                 (i32.const 1)
                )
                (br $folding-inner15)
               )
               (global.set $oob_site
                (i32.const 2)
               )
               (br $folding-inner15)
              )
              (global.set $oob_site
               (i32.const 3)
              )
              (global.set $oob_index
               (local.get $2)
              )
              (return
               (i32.const 1)
              )
             )
             (global.set $oob_site
              (i32.const 4)
             )
             (br $folding-inner15)
            )
            (global.set $oob_site
             (i32.const 5)
            )
            (br $folding-inner15)
           )
           (global.set $oob_site
            (i32.const 6)
           )
           (br $folding-inner15)
          )
          (global.set $oob_site
           (i32.const 7)
          )
          (br $folding-inner15)
         )
         (global.set $oob_site
          (i32.const 8)
         )
         (br $folding-inner15)
        )
        (global.set $oob_site
         (i32.const 9)
        )
        (br $folding-inner15)
       )
       (global.set $oob_site
        (i32.const 10)
       )
       (br $folding-inner15)
      )
      (global.set $oob_site
       (i32.const 11)
      )
      (br $folding-inner15)
     )
     (global.set $oob_site
      (i32.const 12)
     )
     (br $folding-inner15)
    )
    (global.set $oob_site
     (i32.const 13)
    )
    (br $folding-inner15)
   )
   (global.set $oob_site
    (i32.const 14)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 v128)
  (local $17 v128)
  (if
   (i32.ge_s
    (i32.sub
     (local.get $1)
     (local.get $0)
    )
    (i32.const 4)
   )
   (then
    (loop $vl4
     (local.set $16
      (v128.const i32x4 0xb2d05e00 0xb2d05e00 0xb2d05e00 0xb2d05e00)
     )
     (if
      (v128.any_true
       (local.tee $17
        (i32x4.lt_s
         (v128.load align=4
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
         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
        )
       )
      )
      (then
       (local.set $16
        (v128.bitselect
         (v128.const i32x4 0xee6b2800 0xee6b2800 0xee6b2800 0xee6b2800)
         (v128.const i32x4 0xb2d05e00 0xb2d05e00 0xb2d05e00 0xb2d05e00)
         (local.get $17)
        )
       )
      )
     )
     (v128.store align=4
      (local.tee $3
       (i32.add
        (local.get $2)
        (local.get $12)
       )
      )
      (local.get $16)
     )
     (v128.store align=4
      (local.tee $4
       (i32.add
        (local.get $2)
        (local.get $10)
       )
      )
      (local.tee $16
       (v128.bitselect
        (v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001)
        (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
        (v128.or
         (i32x4.lt_s
          (local.tee $17
           (v128.load align=4
            (i32.add
             (local.get $2)
             (local.get $7)
            )
           )
          )
          (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
         )
         (i32x4.gt_u
          (local.get $16)
          (local.get $17)
         )
        )
       )
      )
     )
     (v128.store align=4
      (local.get $4)
      (local.tee $16
       (i32x4.add
        (local.get $16)
        (v128.bitselect
         (v128.const i32x4 0x0000000a 0x0000000a 0x0000000a 0x0000000a)
         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
         (i32x4.lt_s
          (v128.load align=4
           (i32.add
            (local.get $2)
            (local.get $5)
           )
          )
          (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
         )
        )
       )
      )
     )
     (v128.store align=4
      (local.get $4)
      (i32x4.add
       (local.get $16)
       (v128.bitselect
        (v128.const i32x4 0x00000064 0x00000064 0x00000064 0x00000064)
        (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
        (i32x4.lt_s
         (v128.not
          (v128.load align=4
           (i32.add
            (local.get $2)
            (local.get $5)
           )
          )
         )
         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
        )
       )
      )
     )
     (v128.store align=4
      (local.get $3)
      (i32x4.add
       (v128.load align=4
        (local.get $3)
       )
       (i32x4.add
        (v128.load align=4
         (i32.add
          (local.get $2)
          (local.get $7)
         )
        )
        (v128.const i32x4 0xb2d05e00 0xb2d05e00 0xb2d05e00 0xb2d05e00)
       )
      )
     )
     (v128.store align=4
      (i32.add
       (local.get $2)
       (local.get $14)
      )
      (f32x4.convert_i32x4_s
       (v128.and
        (v128.load align=4
         (i32.add
          (local.get $2)
          (local.get $5)
         )
        )
        (v128.const i32x4 0x000000ff 0x000000ff 0x000000ff 0x000000ff)
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
          (i32.const 4)
         )
        )
       )
       (i32.const 4)
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
     (local.set $2
      (i32.const -1294967296)
     )
     (i32.store
      (i32.add
       (local.get $12)
       (local.tee $3
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (local.tee $2
       (select
        (i32.const -294967296)
        (i32.const -1294967296)
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
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $3)
       (local.get $10)
      )
      (i32.ne
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
         (i32.const 1)
        )
        (else
         (i32.gt_u
          (local.get $2)
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
       (i32.const 0)
      )
     )
     (i32.store
      (local.tee $3
       (i32.add
        (local.get $10)
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
       (select
        (i32.const 10)
        (i32.const 0)
        (i32.lt_s
         (i32.load
          (i32.add
           (local.get $2)
           (local.get $5)
          )
         )
         (i32.const 0)
        )
       )
      )
     )
     (i32.store
      (local.get $3)
      (i32.add
       (i32.load
        (i32.add
         (local.get $10)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
       (select
        (i32.const 100)
        (i32.const 0)
        (i32.lt_s
         (i32.xor
          (i32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (i32.const -1)
         )
         (i32.const 0)
        )
       )
      )
     )
     (i32.store
      (local.tee $3
       (i32.add
        (local.get $2)
        (local.get $12)
       )
      )
      (i32.add
       (i32.load
        (local.get $3)
       )
       (i32.sub
        (i32.load
         (i32.add
          (local.get $2)
          (local.get $7)
         )
        )
        (i32.const 1294967296)
       )
      )
     )
     (f32.store
      (i32.add
       (local.get $2)
       (local.get $14)
      )
      (f32.convert_i32_s
       (i32.and
        (i32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
        (i32.const 255)
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
