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
  (local $13 i32)
  (local $14 i32)
  (local $15 f32)
  (local $16 i32)
  (local $17 i32)
  (local $18 i32)
  (local $19 i32)
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
            (local.get $0)
            (local.get $1)
           )
           (then
            (loop $l9
             (local.set $2
              (i32.const 0)
             )
             (if
              (i32.and
               (i32.and
                (i32.eqz
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
                (i32.and
                 (i32.and
                  (i32.and
                   (i32.lt_u
                    (local.get $0)
                    (local.get $9)
                   )
                   (i32.gt_u
                    (local.get $11)
                    (local.tee $4
                     (i32.add
                      (local.get $0)
                      (i32.const 1)
                     )
                    )
                   )
                  )
                  (i32.lt_u
                   (local.tee $13
                    (i32.add
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                   (local.get $9)
                  )
                 )
                 (i32.lt_u
                  (local.get $4)
                  (local.get $9)
                 )
                )
               )
               (i32.ge_s
                (local.get $3)
                (i32.const 4)
               )
              )
              (then
               (local.set $16
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (i32.add
                   (i32.mul
                    (local.get $0)
                    (local.get $10)
                   )
                   (i32.const 1)
                  )
                  (i32.const 2)
                 )
                )
               )
               (local.set $17
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (i32.add
                   (i32.mul
                    (local.get $10)
                    (local.get $13)
                   )
                   (i32.const 1)
                  )
                  (i32.const 2)
                 )
                )
               )
               (local.set $18
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (i32.mul
                   (local.get $4)
                   (local.get $10)
                  )
                  (i32.const 2)
                 )
                )
               )
               (local.set $19
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (i32.add
                   (i32.mul
                    (local.get $4)
                    (local.get $12)
                   )
                   (i32.const 1)
                  )
                  (i32.const 2)
                 )
                )
               )
               (loop $vl4
                (if
                 (i32.and
                  (i32.and
                   (i32.lt_u
                    (i32.add
                     (local.get $2)
                     (i32.const 1)
                    )
                    (local.get $12)
                   )
                   (i32.lt_u
                    (local.tee $13
                     (i32.add
                      (local.get $2)
                      (i32.const 4)
                     )
                    )
                    (local.get $12)
                   )
                  )
                  (i32.and
                   (i32.lt_u
                    (local.get $2)
                    (local.get $10)
                   )
                   (i32.lt_u
                    (i32.add
                     (local.get $2)
                     (i32.const 5)
                    )
                    (local.get $10)
                   )
                  )
                 )
                 (then
                  (v128.store align=4
                   (i32.add
                    (local.get $19)
                    (local.tee $4
                     (i32.shl
                      (local.get $2)
                      (i32.const 2)
                     )
                    )
                   )
                   (f32x4.sub
                    (f32x4.add
                     (f32x4.add
                      (f32x4.add
                       (v128.load align=4
                        (i32.add
                         (local.get $4)
                         (local.get $16)
                        )
                       )
                       (v128.load align=4
                        (i32.add
                         (local.get $4)
                         (local.get $17)
                        )
                       )
                      )
                      (v128.load align=4
                       (local.tee $2
                        (i32.add
                         (local.get $4)
                         (local.get $18)
                        )
                       )
                      )
                     )
                     (v128.load offset=8 align=4
                      (local.get $2)
                     )
                    )
                    (f32x4.mul
                     (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                     (v128.load offset=4 align=4
                      (local.get $2)
                     )
                    )
                   )
                  )
                  (local.set $2
                   (local.get $13)
                  )
                 )
                 (else
                  (if
                   (i32.gt_s
                    (local.tee $13
                     (i32.add
                      (local.get $2)
                      (i32.const 4)
                     )
                    )
                    (local.get $2)
                   )
                   (then
                    (loop $l2
                     (if
                      (i32.ge_u
                       (local.tee $4
                        (i32.add
                         (local.get $0)
                         (i32.const 1)
                        )
                       )
                       (local.get $11)
                      )
                      (then
                       (br $folding-inner0)
                      )
                     )
                     (local.set $4
                      (i32.add
                       (i32.mul
                        (local.get $4)
                        (local.get $12)
                       )
                       (block (result i32)
                        (if
                         (i32.ge_u
                          (local.tee $4
                           (i32.add
                            (local.get $2)
                            (i32.const 1)
                           )
                          )
                          (local.get $12)
                         )
                         (then
                          (br $folding-inner1)
                         )
                        )
                        (local.get $4)
                       )
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $9)
                      )
                      (then
                       (br $folding-inner2)
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
                       (local.get $10)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 3)
                       )
                       (br $folding-inner3)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $14
                        (i32.add
                         (local.get $14)
                         (i32.mul
                          (local.get $0)
                          (local.get $10)
                         )
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 4)
                       )
                       (br $folding-inner3)
                      )
                     )
                     (local.set $15
                      (f32.sub
                       (f32.add
                        (f32.add
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
                               (local.get $0)
                               (i32.const 2)
                              )
                             )
                             (local.get $9)
                            )
                            (then
                             (global.set $oob_site
                              (i32.const 5)
                             )
                             (br $folding-inner3)
                            )
                           )
                           (if
                            (i32.ge_u
                             (local.tee $14
                              (i32.add
                               (i32.mul
                                (local.get $10)
                                (local.get $14)
                               )
                               (block (result i32)
                                (if
                                 (i32.ge_u
                                  (local.tee $14
                                   (i32.add
                                    (local.get $2)
                                    (i32.const 1)
                                   )
                                  )
                                  (local.get $10)
                                 )
                                 (then
                                  (global.set $oob_site
                                   (i32.const 6)
                                  )
                                  (br $folding-inner3)
                                 )
                                )
                                (local.get $14)
                               )
                              )
                             )
                             (local.get $6)
                            )
                            (then
                             (global.set $oob_site
                              (i32.const 7)
                             )
                             (br $folding-inner3)
                            )
                           )
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
                         )
                         (block (result f32)
                          (if
                           (i32.ge_u
                            (local.tee $14
                             (i32.add
                              (local.get $0)
                              (i32.const 1)
                             )
                            )
                            (local.get $9)
                           )
                           (then
                            (global.set $oob_site
                             (i32.const 8)
                            )
                            (br $folding-inner3)
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.get $2)
                            (local.get $10)
                           )
                           (then
                            (br $folding-inner4)
                           )
                          )
                          (if
                           (i32.ge_u
                            (local.tee $14
                             (i32.add
                              (local.get $2)
                              (i32.mul
                               (local.get $10)
                               (local.get $14)
                              )
                             )
                            )
                            (local.get $6)
                           )
                           (then
                            (global.set $oob_site
                             (i32.const 10)
                            )
                            (br $folding-inner3)
                           )
                          )
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
                        )
                        (block (result f32)
                         (if
                          (i32.ge_u
                           (local.tee $14
                            (i32.add
                             (local.get $0)
                             (i32.const 1)
                            )
                           )
                           (local.get $9)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 11)
                           )
                           (br $folding-inner3)
                          )
                         )
                         (if
                          (i32.ge_u
                           (local.tee $14
                            (i32.add
                             (i32.mul
                              (local.get $10)
                              (local.get $14)
                             )
                             (block (result i32)
                              (if
                               (i32.ge_u
                                (local.tee $14
                                 (i32.add
                                  (local.get $2)
                                  (i32.const 2)
                                 )
                                )
                                (local.get $10)
                               )
                               (then
                                (global.set $oob_site
                                 (i32.const 12)
                                )
                                (br $folding-inner3)
                               )
                              )
                              (local.get $14)
                             )
                            )
                           )
                           (local.get $6)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 13)
                           )
                           (br $folding-inner3)
                          )
                         )
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
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $14
                           (i32.add
                            (local.get $0)
                            (i32.const 1)
                           )
                          )
                          (local.get $9)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 14)
                          )
                          (br $folding-inner3)
                         )
                        )
                        (if
                         (i32.ge_u
                          (local.tee $14
                           (i32.add
                            (i32.mul
                             (local.get $10)
                             (local.get $14)
                            )
                            (block (result i32)
                             (if
                              (i32.ge_u
                               (local.tee $14
                                (i32.add
                                 (local.get $2)
                                 (i32.const 1)
                                )
                               )
                               (local.get $10)
                              )
                              (then
                               (global.set $oob_site
                                (i32.const 15)
                               )
                               (br $folding-inner3)
                              )
                             )
                             (local.get $14)
                            )
                           )
                          )
                          (local.get $6)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 16)
                          )
                          (br $folding-inner3)
                         )
                        )
                        (f32.mul
                         (f32.load
                          (i32.add
                           (local.get $5)
                           (i32.shl
                            (local.get $14)
                            (i32.const 2)
                           )
                          )
                         )
                         (f32.const 4)
                        )
                       )
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
                     (f32.store
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $4)
                        (i32.const 2)
                       )
                      )
                      (local.get $15)
                     )
                     (br_if $l2
                      (i32.gt_s
                       (local.get $13)
                       (local.tee $2
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
                   (local.get $3)
                   (local.get $2)
                  )
                  (i32.const 4)
                 )
                )
               )
              )
             )
             (if
              (i32.lt_s
               (local.get $2)
               (local.get $3)
              )
              (then
               (loop $l7
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.add
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (local.get $11)
                 )
                 (then
                  (br $folding-inner0)
                 )
                )
                (local.set $4
                 (i32.add
                  (i32.mul
                   (local.get $4)
                   (local.get $12)
                  )
                  (block (result i32)
                   (if
                    (i32.ge_u
                     (local.tee $4
                      (i32.add
                       (local.get $2)
                       (i32.const 1)
                      )
                     )
                     (local.get $12)
                    )
                    (then
                     (br $folding-inner1)
                    )
                   )
                   (local.get $4)
                  )
                 )
                )
                (if
                 (i32.ge_u
                  (local.get $0)
                  (local.get $9)
                 )
                 (then
                  (br $folding-inner2)
                 )
                )
                (if
                 (i32.ge_u
                  (local.tee $13
                   (i32.add
                    (local.get $2)
                    (i32.const 1)
                   )
                  )
                  (local.get $10)
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
                  (local.tee $13
                   (i32.add
                    (local.get $13)
                    (i32.mul
                     (local.get $0)
                     (local.get $10)
                    )
                   )
                  )
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 4)
                  )
                  (br $folding-inner6)
                 )
                )
                (local.set $15
                 (f32.sub
                  (f32.add
                   (f32.add
                    (f32.add
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $13)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $13
                         (i32.add
                          (local.get $0)
                          (i32.const 2)
                         )
                        )
                        (local.get $9)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 5)
                        )
                        (br $folding-inner6)
                       )
                      )
                      (if
                       (i32.ge_u
                        (local.tee $13
                         (i32.add
                          (i32.mul
                           (local.get $10)
                           (local.get $13)
                          )
                          (block (result i32)
                           (if
                            (i32.ge_u
                             (local.tee $13
                              (i32.add
                               (local.get $2)
                               (i32.const 1)
                              )
                             )
                             (local.get $10)
                            )
                            (then
                             (global.set $oob_site
                              (i32.const 6)
                             )
                             (br $folding-inner6)
                            )
                           )
                           (local.get $13)
                          )
                         )
                        )
                        (local.get $6)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 7)
                        )
                        (br $folding-inner6)
                       )
                      )
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $13)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                    )
                    (block (result f32)
                     (if
                      (i32.ge_u
                       (local.tee $13
                        (i32.add
                         (local.get $0)
                         (i32.const 1)
                        )
                       )
                       (local.get $9)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 8)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.get $2)
                       (local.get $10)
                      )
                      (then
                       (br $folding-inner4)
                      )
                     )
                     (if
                      (i32.ge_u
                       (local.tee $13
                        (i32.add
                         (local.get $2)
                         (i32.mul
                          (local.get $10)
                          (local.get $13)
                         )
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 10)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $13)
                        (i32.const 2)
                       )
                      )
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $13
                       (i32.add
                        (local.get $0)
                        (i32.const 1)
                       )
                      )
                      (local.get $9)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 11)
                      )
                      (br $folding-inner6)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $13
                       (i32.add
                        (i32.mul
                         (local.get $10)
                         (local.get $13)
                        )
                        (block (result i32)
                         (if
                          (i32.ge_u
                           (local.tee $13
                            (i32.add
                             (local.get $2)
                             (i32.const 2)
                            )
                           )
                           (local.get $10)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 12)
                           )
                           (br $folding-inner6)
                          )
                         )
                         (local.get $13)
                        )
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 13)
                      )
                      (br $folding-inner6)
                     )
                    )
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $13)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                  )
                  (block (result f32)
                   (if
                    (i32.ge_u
                     (local.tee $13
                      (i32.add
                       (local.get $0)
                       (i32.const 1)
                      )
                     )
                     (local.get $9)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 14)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $13
                      (i32.add
                       (i32.mul
                        (local.get $10)
                        (local.get $13)
                       )
                       (block (result i32)
                        (if
                         (i32.ge_u
                          (local.tee $13
                           (i32.add
                            (local.get $2)
                            (i32.const 1)
                           )
                          )
                          (local.get $10)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 15)
                          )
                          (br $folding-inner6)
                         )
                        )
                        (local.get $13)
                       )
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 16)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (f32.mul
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $13)
                       (i32.const 2)
                      )
                     )
                    )
                    (f32.const 4)
                   )
                  )
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
                (f32.store
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $4)
                   (i32.const 2)
                  )
                 )
                 (local.get $15)
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
          (return
           (i32.const 0)
          )
         )
         (global.set $oob_site
          (i32.const 0)
         )
         (br $folding-inner7)
        )
        (global.set $oob_site
         (i32.const 1)
        )
        (br $folding-inner7)
       )
       (global.set $oob_site
        (i32.const 2)
       )
       (global.set $oob_index
        (local.get $0)
       )
       (return
        (i32.const 1)
       )
      )
      (global.set $oob_index
       (local.get $14)
      )
      (return
       (i32.const 1)
      )
     )
     (global.set $oob_site
      (i32.const 9)
     )
     (global.set $oob_index
      (local.get $2)
     )
     (return
      (i32.const 1)
     )
    )
    (global.set $oob_site
     (i32.const 17)
    )
    (br $folding-inner7)
   )
   (global.set $oob_index
    (local.get $13)
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
  (local $13 i32)
  (local $14 i32)
  (local $15 f32)
  (local $16 i32)
  (local $17 i32)
  (local $18 i32)
  (local $19 i32)
  (block $folding-inner5
   (block $folding-inner4
    (block $folding-inner3
     (block $folding-inner2
      (block $folding-inner1
       (block $folding-inner0
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
            (i32.and
             (i32.and
              (i32.eqz
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
              (i32.and
               (i32.and
                (i32.lt_u
                 (local.tee $13
                  (i32.add
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                 (local.get $9)
                )
                (i32.gt_u
                 (local.get $11)
                 (local.tee $2
                  (i32.add
                   (local.get $0)
                   (i32.const 1)
                  )
                 )
                )
               )
               (i32.lt_u
                (local.get $2)
                (local.get $9)
               )
              )
             )
             (i32.ge_s
              (local.get $3)
              (i32.const 4)
             )
            )
            (then
             (local.set $16
              (i32.add
               (local.get $5)
               (i32.shl
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (local.get $10)
                 )
                 (i32.const 1)
                )
                (i32.const 2)
               )
              )
             )
             (local.set $17
              (i32.add
               (local.get $5)
               (i32.shl
                (i32.add
                 (i32.mul
                  (local.get $10)
                  (local.get $13)
                 )
                 (i32.const 1)
                )
                (i32.const 2)
               )
              )
             )
             (local.set $14
              (i32.add
               (local.get $5)
               (i32.shl
                (i32.mul
                 (local.get $2)
                 (local.get $10)
                )
                (i32.const 2)
               )
              )
             )
             (local.set $18
              (i32.add
               (local.get $7)
               (i32.shl
                (i32.add
                 (i32.mul
                  (local.get $2)
                  (local.get $12)
                 )
                 (i32.const 1)
                )
                (i32.const 2)
               )
              )
             )
             (loop $vl4
              (if
               (i32.and
                (i32.and
                 (i32.lt_u
                  (local.tee $2
                   (i32.add
                    (local.get $4)
                    (i32.const 1)
                   )
                  )
                  (local.get $12)
                 )
                 (i32.lt_u
                  (local.tee $13
                   (i32.add
                    (local.get $4)
                    (i32.const 4)
                   )
                  )
                  (local.get $12)
                 )
                )
                (i32.and
                 (i32.lt_u
                  (local.get $2)
                  (local.get $10)
                 )
                 (i32.lt_u
                  (i32.add
                   (local.get $4)
                   (i32.const 5)
                  )
                  (local.get $10)
                 )
                )
               )
               (then
                (v128.store align=4
                 (i32.add
                  (local.get $18)
                  (local.tee $2
                   (i32.shl
                    (local.get $4)
                    (i32.const 2)
                   )
                  )
                 )
                 (f32x4.sub
                  (f32x4.add
                   (f32x4.add
                    (f32x4.add
                     (v128.load align=4
                      (i32.add
                       (local.get $2)
                       (local.get $16)
                      )
                     )
                     (v128.load align=4
                      (i32.add
                       (local.get $2)
                       (local.get $17)
                      )
                     )
                    )
                    (v128.load align=4
                     (local.tee $2
                      (i32.add
                       (local.get $2)
                       (local.get $14)
                      )
                     )
                    )
                   )
                   (v128.load offset=8 align=4
                    (local.get $2)
                   )
                  )
                  (f32x4.mul
                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                   (v128.load offset=4 align=4
                    (local.get $2)
                   )
                  )
                 )
                )
                (local.set $4
                 (local.get $13)
                )
               )
               (else
                (if
                 (i32.gt_s
                  (local.tee $19
                   (i32.add
                    (local.get $4)
                    (i32.const 4)
                   )
                  )
                  (local.get $4)
                 )
                 (then
                  (loop $l2
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (local.get $0)
                       (i32.const 1)
                      )
                     )
                     (local.get $11)
                    )
                    (then
                     (br $folding-inner0)
                    )
                   )
                   (local.set $2
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (local.get $12)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (i32.add
                          (local.get $4)
                          (i32.const 1)
                         )
                        )
                        (local.get $12)
                       )
                       (then
                        (br $folding-inner1)
                       )
                      )
                      (local.get $2)
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $13
                      (i32.add
                       (local.get $4)
                       (i32.const 1)
                      )
                     )
                     (local.get $10)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 3)
                     )
                     (br $folding-inner2)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $13
                      (i32.add
                       (i32.mul
                        (local.get $0)
                        (local.get $10)
                       )
                       (local.get $13)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 4)
                     )
                     (br $folding-inner2)
                    )
                   )
                   (local.set $15
                    (f32.sub
                     (f32.add
                      (f32.add
                       (f32.add
                        (f32.load
                         (i32.add
                          (local.get $5)
                          (i32.shl
                           (local.get $13)
                           (i32.const 2)
                          )
                         )
                        )
                        (block (result f32)
                         (if
                          (i32.ge_u
                           (local.tee $13
                            (i32.add
                             (local.get $0)
                             (i32.const 2)
                            )
                           )
                           (local.get $9)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 5)
                           )
                           (br $folding-inner2)
                          )
                         )
                         (if
                          (i32.ge_u
                           (local.tee $13
                            (i32.add
                             (i32.mul
                              (local.get $10)
                              (local.get $13)
                             )
                             (block (result i32)
                              (if
                               (i32.ge_u
                                (local.tee $13
                                 (i32.add
                                  (local.get $4)
                                  (i32.const 1)
                                 )
                                )
                                (local.get $10)
                               )
                               (then
                                (global.set $oob_site
                                 (i32.const 6)
                                )
                                (br $folding-inner2)
                               )
                              )
                              (local.get $13)
                             )
                            )
                           )
                           (local.get $6)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 7)
                           )
                           (br $folding-inner2)
                          )
                         )
                         (f32.load
                          (i32.add
                           (local.get $5)
                           (i32.shl
                            (local.get $13)
                            (i32.const 2)
                           )
                          )
                         )
                        )
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $13
                           (i32.add
                            (local.get $0)
                            (i32.const 1)
                           )
                          )
                          (local.get $9)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 8)
                          )
                          (br $folding-inner2)
                         )
                        )
                        (if
                         (i32.ge_u
                          (local.tee $13
                           (i32.add
                            (i32.mul
                             (local.get $10)
                             (local.get $13)
                            )
                            (local.get $4)
                           )
                          )
                          (local.get $6)
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
                          (local.get $5)
                          (i32.shl
                           (local.get $13)
                           (i32.const 2)
                          )
                         )
                        )
                       )
                      )
                      (block (result f32)
                       (if
                        (i32.ge_u
                         (local.tee $13
                          (i32.add
                           (local.get $0)
                           (i32.const 1)
                          )
                         )
                         (local.get $9)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 11)
                         )
                         (br $folding-inner2)
                        )
                       )
                       (if
                        (i32.ge_u
                         (local.tee $13
                          (i32.add
                           (i32.mul
                            (local.get $10)
                            (local.get $13)
                           )
                           (block (result i32)
                            (if
                             (i32.ge_u
                              (local.tee $13
                               (i32.add
                                (local.get $4)
                                (i32.const 2)
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
                            (local.get $13)
                           )
                          )
                         )
                         (local.get $6)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 13)
                         )
                         (br $folding-inner2)
                        )
                       )
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $13)
                          (i32.const 2)
                         )
                        )
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $13
                         (i32.add
                          (local.get $0)
                          (i32.const 1)
                         )
                        )
                        (local.get $9)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 14)
                        )
                        (br $folding-inner2)
                       )
                      )
                      (if
                       (i32.ge_u
                        (local.tee $13
                         (i32.add
                          (i32.mul
                           (local.get $10)
                           (local.get $13)
                          )
                          (block (result i32)
                           (if
                            (i32.ge_u
                             (local.tee $13
                              (i32.add
                               (local.get $4)
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
                           (local.get $13)
                          )
                         )
                        )
                        (local.get $6)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 16)
                        )
                        (br $folding-inner2)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $13)
                          (i32.const 2)
                         )
                        )
                       )
                       (f32.const 4)
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
                    (local.get $15)
                   )
                   (br_if $l2
                    (i32.gt_s
                     (local.get $19)
                     (local.tee $4
                      (i32.add
                       (local.get $4)
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
                 (local.get $3)
                 (local.get $4)
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
             (local.get $4)
            )
            (then
             (loop $l7
              (if
               (i32.ge_u
                (local.tee $2
                 (i32.add
                  (local.get $0)
                  (i32.const 1)
                 )
                )
                (local.get $11)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $2
               (i32.add
                (i32.mul
                 (local.get $2)
                 (local.get $12)
                )
                (block (result i32)
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $4)
                     (i32.const 1)
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (br $folding-inner1)
                  )
                 )
                 (local.get $2)
                )
               )
              )
              (if
               (i32.ge_u
                (local.tee $14
                 (i32.add
                  (local.get $4)
                  (i32.const 1)
                 )
                )
                (local.get $10)
               )
               (then
                (global.set $oob_site
                 (i32.const 3)
                )
                (br $folding-inner4)
               )
              )
              (if
               (i32.ge_u
                (local.tee $14
                 (i32.add
                  (i32.mul
                   (local.get $0)
                   (local.get $10)
                  )
                  (local.get $14)
                 )
                )
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 4)
                )
                (br $folding-inner4)
               )
              )
              (local.set $15
               (f32.sub
                (f32.add
                 (f32.add
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
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                      (local.get $9)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 5)
                      )
                      (br $folding-inner4)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $14
                       (i32.add
                        (i32.mul
                         (local.get $10)
                         (local.get $14)
                        )
                        (block (result i32)
                         (if
                          (i32.ge_u
                           (local.tee $14
                            (i32.add
                             (local.get $4)
                             (i32.const 1)
                            )
                           )
                           (local.get $10)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 6)
                           )
                           (br $folding-inner4)
                          )
                         )
                         (local.get $14)
                        )
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 7)
                      )
                      (br $folding-inner4)
                     )
                    )
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
                  )
                  (block (result f32)
                   (if
                    (i32.ge_u
                     (local.tee $14
                      (i32.add
                       (local.get $0)
                       (i32.const 1)
                      )
                     )
                     (local.get $9)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 8)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $14
                      (i32.add
                       (i32.mul
                        (local.get $10)
                        (local.get $14)
                       )
                       (local.get $4)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 10)
                     )
                     (br $folding-inner4)
                    )
                   )
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
                 )
                 (block (result f32)
                  (if
                   (i32.ge_u
                    (local.tee $14
                     (i32.add
                      (local.get $0)
                      (i32.const 1)
                     )
                    )
                    (local.get $9)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 11)
                    )
                    (br $folding-inner4)
                   )
                  )
                  (if
                   (i32.ge_u
                    (local.tee $14
                     (i32.add
                      (i32.mul
                       (local.get $10)
                       (local.get $14)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $14
                          (i32.add
                           (local.get $4)
                           (i32.const 2)
                          )
                         )
                         (local.get $10)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 12)
                         )
                         (br $folding-inner4)
                        )
                       )
                       (local.get $14)
                      )
                     )
                    )
                    (local.get $6)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 13)
                    )
                    (br $folding-inner4)
                   )
                  )
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
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $14
                    (i32.add
                     (local.get $0)
                     (i32.const 1)
                    )
                   )
                   (local.get $9)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 14)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $14
                    (i32.add
                     (i32.mul
                      (local.get $10)
                      (local.get $14)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $14
                         (i32.add
                          (local.get $4)
                          (i32.const 1)
                         )
                        )
                        (local.get $10)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 15)
                        )
                        (br $folding-inner4)
                       )
                      )
                      (local.get $14)
                     )
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 16)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $14)
                     (i32.const 2)
                    )
                   )
                  )
                  (f32.const 4)
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
               (local.get $15)
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
        (return
         (i32.const 0)
        )
       )
       (global.set $oob_site
        (i32.const 0)
       )
       (br $folding-inner5)
      )
      (global.set $oob_site
       (i32.const 1)
      )
      (br $folding-inner5)
     )
     (global.set $oob_index
      (local.get $13)
     )
     (return
      (i32.const 1)
     )
    )
    (global.set $oob_site
     (i32.const 17)
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
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (result i32)
  (local $15 i32)
  (local $16 i32)
  (local $17 f32)
  (local $18 i32)
  (local $19 i32)
  (local $20 i32)
  (local $21 i32)
  (block $folding-inner5
   (block $folding-inner4
    (block $folding-inner3
     (block $folding-inner2
      (block $folding-inner1
       (block $folding-inner0
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
            (i32.and
             (i32.and
              (i32.eqz
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
              (i32.and
               (i32.and
                (i32.and
                 (i32.gt_u
                  (local.get $11)
                  (local.tee $15
                   (i32.add
                    (local.tee $2
                     (i32.add
                      (local.get $0)
                      (local.get $13)
                     )
                    )
                    (i32.const 1)
                   )
                  )
                 )
                 (i32.lt_u
                  (local.get $2)
                  (local.get $9)
                 )
                )
                (i32.lt_u
                 (local.tee $16
                  (i32.add
                   (local.get $2)
                   (i32.const 2)
                  )
                 )
                 (local.get $9)
                )
               )
               (i32.gt_u
                (local.get $9)
                (local.get $15)
               )
              )
             )
             (i32.ge_s
              (local.get $3)
              (i32.const 4)
             )
            )
            (then
             (local.set $18
              (i32.add
               (local.get $5)
               (i32.shl
                (i32.add
                 (i32.add
                  (local.get $14)
                  (i32.mul
                   (local.get $2)
                   (local.get $10)
                  )
                 )
                 (i32.const 1)
                )
                (i32.const 2)
               )
              )
             )
             (local.set $19
              (i32.add
               (local.get $5)
               (i32.shl
                (i32.add
                 (i32.add
                  (local.get $14)
                  (i32.mul
                   (local.get $10)
                   (local.get $16)
                  )
                 )
                 (i32.const 1)
                )
                (i32.const 2)
               )
              )
             )
             (local.set $16
              (i32.add
               (local.get $5)
               (i32.shl
                (i32.add
                 (local.get $14)
                 (i32.mul
                  (local.get $10)
                  (local.get $15)
                 )
                )
                (i32.const 2)
               )
              )
             )
             (local.set $20
              (i32.add
               (local.get $7)
               (i32.shl
                (i32.add
                 (i32.add
                  (local.get $14)
                  (i32.mul
                   (local.get $12)
                   (local.get $15)
                  )
                 )
                 (i32.const 1)
                )
                (i32.const 2)
               )
              )
             )
             (loop $vl4
              (if
               (i32.and
                (i32.and
                 (i32.lt_u
                  (i32.add
                   (local.tee $2
                    (i32.add
                     (local.get $4)
                     (local.get $14)
                    )
                   )
                   (i32.const 1)
                  )
                  (local.get $12)
                 )
                 (i32.lt_u
                  (i32.add
                   (local.get $2)
                   (i32.const 4)
                  )
                  (local.get $12)
                 )
                )
                (i32.and
                 (i32.lt_u
                  (local.get $2)
                  (local.get $10)
                 )
                 (i32.lt_u
                  (i32.add
                   (local.get $2)
                   (i32.const 5)
                  )
                  (local.get $10)
                 )
                )
               )
               (then
                (v128.store align=4
                 (i32.add
                  (local.get $20)
                  (local.tee $2
                   (i32.shl
                    (local.get $4)
                    (i32.const 2)
                   )
                  )
                 )
                 (f32x4.sub
                  (f32x4.add
                   (f32x4.add
                    (f32x4.add
                     (v128.load align=4
                      (i32.add
                       (local.get $2)
                       (local.get $18)
                      )
                     )
                     (v128.load align=4
                      (i32.add
                       (local.get $2)
                       (local.get $19)
                      )
                     )
                    )
                    (v128.load align=4
                     (local.tee $2
                      (i32.add
                       (local.get $2)
                       (local.get $16)
                      )
                     )
                    )
                   )
                   (v128.load offset=8 align=4
                    (local.get $2)
                   )
                  )
                  (f32x4.mul
                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                   (v128.load offset=4 align=4
                    (local.get $2)
                   )
                  )
                 )
                )
                (local.set $4
                 (i32.add
                  (local.get $4)
                  (i32.const 4)
                 )
                )
               )
               (else
                (if
                 (i32.gt_s
                  (local.tee $21
                   (i32.add
                    (local.get $4)
                    (i32.const 4)
                   )
                  )
                  (local.get $4)
                 )
                 (then
                  (loop $l2
                   (if
                    (i32.ge_u
                     (local.tee $2
                      (i32.add
                       (i32.add
                        (local.get $0)
                        (local.get $13)
                       )
                       (i32.const 1)
                      )
                     )
                     (local.get $11)
                    )
                    (then
                     (br $folding-inner0)
                    )
                   )
                   (local.set $2
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (local.get $12)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (i32.add
                          (i32.add
                           (local.get $4)
                           (local.get $14)
                          )
                          (i32.const 1)
                         )
                        )
                        (local.get $12)
                       )
                       (then
                        (br $folding-inner1)
                       )
                      )
                      (local.get $2)
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $15
                      (i32.add
                       (local.get $0)
                       (local.get $13)
                      )
                     )
                     (local.get $9)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 2)
                     )
                     (br $folding-inner2)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $15
                      (i32.add
                       (i32.mul
                        (local.get $10)
                        (local.get $15)
                       )
                       (block (result i32)
                        (if
                         (i32.ge_u
                          (local.tee $15
                           (i32.add
                            (i32.add
                             (local.get $4)
                             (local.get $14)
                            )
                            (i32.const 1)
                           )
                          )
                          (local.get $10)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 3)
                          )
                          (br $folding-inner2)
                         )
                        )
                        (local.get $15)
                       )
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 4)
                     )
                     (br $folding-inner2)
                    )
                   )
                   (local.set $17
                    (f32.sub
                     (f32.add
                      (f32.add
                       (f32.add
                        (f32.load
                         (i32.add
                          (local.get $5)
                          (i32.shl
                           (local.get $15)
                           (i32.const 2)
                          )
                         )
                        )
                        (block (result f32)
                         (if
                          (i32.ge_u
                           (local.tee $15
                            (i32.add
                             (i32.add
                              (local.get $0)
                              (local.get $13)
                             )
                             (i32.const 2)
                            )
                           )
                           (local.get $9)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 5)
                           )
                           (br $folding-inner2)
                          )
                         )
                         (if
                          (i32.ge_u
                           (local.tee $15
                            (i32.add
                             (i32.mul
                              (local.get $10)
                              (local.get $15)
                             )
                             (block (result i32)
                              (if
                               (i32.ge_u
                                (local.tee $15
                                 (i32.add
                                  (i32.add
                                   (local.get $4)
                                   (local.get $14)
                                  )
                                  (i32.const 1)
                                 )
                                )
                                (local.get $10)
                               )
                               (then
                                (global.set $oob_site
                                 (i32.const 6)
                                )
                                (br $folding-inner2)
                               )
                              )
                              (local.get $15)
                             )
                            )
                           )
                           (local.get $6)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 7)
                           )
                           (br $folding-inner2)
                          )
                         )
                         (f32.load
                          (i32.add
                           (local.get $5)
                           (i32.shl
                            (local.get $15)
                            (i32.const 2)
                           )
                          )
                         )
                        )
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $15
                           (i32.add
                            (i32.add
                             (local.get $0)
                             (local.get $13)
                            )
                            (i32.const 1)
                           )
                          )
                          (local.get $9)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 8)
                          )
                          (br $folding-inner2)
                         )
                        )
                        (if
                         (i32.ge_u
                          (local.tee $15
                           (i32.add
                            (i32.mul
                             (local.get $10)
                             (local.get $15)
                            )
                            (block (result i32)
                             (if
                              (i32.ge_u
                               (local.tee $15
                                (i32.add
                                 (local.get $4)
                                 (local.get $14)
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
                             (local.get $15)
                            )
                           )
                          )
                          (local.get $6)
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
                          (local.get $5)
                          (i32.shl
                           (local.get $15)
                           (i32.const 2)
                          )
                         )
                        )
                       )
                      )
                      (block (result f32)
                       (if
                        (i32.ge_u
                         (local.tee $15
                          (i32.add
                           (i32.add
                            (local.get $0)
                            (local.get $13)
                           )
                           (i32.const 1)
                          )
                         )
                         (local.get $9)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 11)
                         )
                         (br $folding-inner2)
                        )
                       )
                       (if
                        (i32.ge_u
                         (local.tee $15
                          (i32.add
                           (i32.mul
                            (local.get $10)
                            (local.get $15)
                           )
                           (block (result i32)
                            (if
                             (i32.ge_u
                              (local.tee $15
                               (i32.add
                                (i32.add
                                 (local.get $4)
                                 (local.get $14)
                                )
                                (i32.const 2)
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
                            (local.get $15)
                           )
                          )
                         )
                         (local.get $6)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 13)
                         )
                         (br $folding-inner2)
                        )
                       )
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $15)
                          (i32.const 2)
                         )
                        )
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $15
                         (i32.add
                          (i32.add
                           (local.get $0)
                           (local.get $13)
                          )
                          (i32.const 1)
                         )
                        )
                        (local.get $9)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 14)
                        )
                        (br $folding-inner2)
                       )
                      )
                      (if
                       (i32.ge_u
                        (local.tee $15
                         (i32.add
                          (i32.mul
                           (local.get $10)
                           (local.get $15)
                          )
                          (block (result i32)
                           (if
                            (i32.ge_u
                             (local.tee $15
                              (i32.add
                               (i32.add
                                (local.get $4)
                                (local.get $14)
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
                           (local.get $15)
                          )
                         )
                        )
                        (local.get $6)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 16)
                        )
                        (br $folding-inner2)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $15)
                          (i32.const 2)
                         )
                        )
                       )
                       (f32.const 4)
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
                    (local.get $17)
                   )
                   (br_if $l2
                    (i32.gt_s
                     (local.get $21)
                     (local.tee $4
                      (i32.add
                       (local.get $4)
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
                 (local.get $3)
                 (local.get $4)
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
             (local.get $4)
            )
            (then
             (loop $l7
              (if
               (i32.ge_u
                (local.tee $2
                 (i32.add
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 1)
                 )
                )
                (local.get $11)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $2
               (i32.add
                (i32.mul
                 (local.get $2)
                 (local.get $12)
                )
                (block (result i32)
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (i32.add
                      (local.get $4)
                      (local.get $14)
                     )
                     (i32.const 1)
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (br $folding-inner1)
                  )
                 )
                 (local.get $2)
                )
               )
              )
              (if
               (i32.ge_u
                (local.tee $16
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                )
                (local.get $9)
               )
               (then
                (global.set $oob_site
                 (i32.const 2)
                )
                (br $folding-inner4)
               )
              )
              (if
               (i32.ge_u
                (local.tee $16
                 (i32.add
                  (i32.mul
                   (local.get $10)
                   (local.get $16)
                  )
                  (block (result i32)
                   (if
                    (i32.ge_u
                     (local.tee $16
                      (i32.add
                       (i32.add
                        (local.get $4)
                        (local.get $14)
                       )
                       (i32.const 1)
                      )
                     )
                     (local.get $10)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 3)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (local.get $16)
                  )
                 )
                )
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 4)
                )
                (br $folding-inner4)
               )
              )
              (local.set $17
               (f32.sub
                (f32.add
                 (f32.add
                  (f32.add
                   (f32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $16)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $16
                       (i32.add
                        (i32.add
                         (local.get $0)
                         (local.get $13)
                        )
                        (i32.const 2)
                       )
                      )
                      (local.get $9)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 5)
                      )
                      (br $folding-inner4)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $16
                       (i32.add
                        (i32.mul
                         (local.get $10)
                         (local.get $16)
                        )
                        (block (result i32)
                         (if
                          (i32.ge_u
                           (local.tee $16
                            (i32.add
                             (i32.add
                              (local.get $4)
                              (local.get $14)
                             )
                             (i32.const 1)
                            )
                           )
                           (local.get $10)
                          )
                          (then
                           (global.set $oob_site
                            (i32.const 6)
                           )
                           (br $folding-inner4)
                          )
                         )
                         (local.get $16)
                        )
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 7)
                      )
                      (br $folding-inner4)
                     )
                    )
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $16)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                  )
                  (block (result f32)
                   (if
                    (i32.ge_u
                     (local.tee $16
                      (i32.add
                       (i32.add
                        (local.get $0)
                        (local.get $13)
                       )
                       (i32.const 1)
                      )
                     )
                     (local.get $9)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 8)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $16
                      (i32.add
                       (i32.mul
                        (local.get $10)
                        (local.get $16)
                       )
                       (block (result i32)
                        (if
                         (i32.ge_u
                          (local.tee $16
                           (i32.add
                            (local.get $4)
                            (local.get $14)
                           )
                          )
                          (local.get $10)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 9)
                          )
                          (br $folding-inner4)
                         )
                        )
                        (local.get $16)
                       )
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 10)
                     )
                     (br $folding-inner4)
                    )
                   )
                   (f32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $16)
                      (i32.const 2)
                     )
                    )
                   )
                  )
                 )
                 (block (result f32)
                  (if
                   (i32.ge_u
                    (local.tee $16
                     (i32.add
                      (i32.add
                       (local.get $0)
                       (local.get $13)
                      )
                      (i32.const 1)
                     )
                    )
                    (local.get $9)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 11)
                    )
                    (br $folding-inner4)
                   )
                  )
                  (if
                   (i32.ge_u
                    (local.tee $16
                     (i32.add
                      (i32.mul
                       (local.get $10)
                       (local.get $16)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $16
                          (i32.add
                           (i32.add
                            (local.get $4)
                            (local.get $14)
                           )
                           (i32.const 2)
                          )
                         )
                         (local.get $10)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 12)
                         )
                         (br $folding-inner4)
                        )
                       )
                       (local.get $16)
                      )
                     )
                    )
                    (local.get $6)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 13)
                    )
                    (br $folding-inner4)
                   )
                  )
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $16)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $16
                    (i32.add
                     (i32.add
                      (local.get $0)
                      (local.get $13)
                     )
                     (i32.const 1)
                    )
                   )
                   (local.get $9)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 14)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $16
                    (i32.add
                     (i32.mul
                      (local.get $10)
                      (local.get $16)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $16
                         (i32.add
                          (i32.add
                           (local.get $4)
                           (local.get $14)
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
                        (br $folding-inner4)
                       )
                      )
                      (local.get $16)
                     )
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 16)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $16)
                     (i32.const 2)
                    )
                   )
                  )
                  (f32.const 4)
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
               (local.get $17)
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
        (return
         (i32.const 0)
        )
       )
       (global.set $oob_site
        (i32.const 0)
       )
       (br $folding-inner5)
      )
      (global.set $oob_site
       (i32.const 1)
      )
      (br $folding-inner5)
     )
     (global.set $oob_index
      (local.get $15)
     )
     (return
      (i32.const 1)
     )
    )
    (global.set $oob_site
     (i32.const 17)
    )
    (br $folding-inner5)
   )
   (global.set $oob_index
    (local.get $16)
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
