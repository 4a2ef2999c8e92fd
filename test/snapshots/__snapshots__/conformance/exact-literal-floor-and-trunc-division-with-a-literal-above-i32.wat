;; ==== checked ====
(module
 (type $0 (func (param f64) (result i32)))
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
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
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 v128)
  (local $10 v128)
  (block $folding-inner8
   (block $folding-inner7
    (block $folding-inner6
     (block $folding-inner5
      (block $folding-inner4
       (block $folding-inner3
        (block $folding-inner2
         (block $folding-inner1
          (block $folding-inner0
           (loop $vl4
            (if
             (i32.ge_s
              (i32.sub
               (local.get $1)
               (local.get $0)
              )
              (i32.const 4)
             )
             (then
              (if
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
                  (local.get $6)
                 )
                 (i32.lt_u
                  (local.get $2)
                  (local.get $6)
                 )
                )
               )
               (then
                (v128.store align=4
                 (i32.add
                  (local.get $7)
                  (local.tee $2
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result v128)
                  (local.set $10
                   (i32x4.trunc_sat_f32x4_s
                    (local.tee $9
                     (f32x4.add
                      (f32x4.floor
                       (local.tee $10
                        (f32x4.div
                         (v128.const i32x4 0x4f6e6b28 0x4f6e6b28 0x4f6e6b28 0x4f6e6b28)
                         (f32x4.convert_i32x4_s
                          (v128.load align=4
                           (i32.add
                            (local.get $2)
                            (local.get $5)
                           )
                          )
                         )
                        )
                       )
                      )
                      (f32x4.mul
                       (f32x4.trunc
                        (local.get $10)
                       )
                       (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                      )
                     )
                    )
                   )
                  )
                  (if (result v128)
                   (i32x4.all_true
                    (f32x4.lt
                     (f32x4.abs
                      (local.get $9)
                     )
                     (v128.const i32x4 0x4f000000 0x4f000000 0x4f000000 0x4f000000)
                    )
                   )
                   (then
                    (local.get $10)
                   )
                   (else
                    (i32x4.replace_lane 3
                     (i32x4.replace_lane 2
                      (i32x4.replace_lane 1
                       (i32x4.replace_lane 0
                        (local.get $10)
                        (call $toi32
                         (f64.promote_f32
                          (f32x4.extract_lane 0
                           (local.get $9)
                          )
                         )
                        )
                       )
                       (call $toi32
                        (f64.promote_f32
                         (f32x4.extract_lane 1
                          (local.get $9)
                         )
                        )
                       )
                      )
                      (call $toi32
                       (f64.promote_f32
                        (f32x4.extract_lane 2
                         (local.get $9)
                        )
                       )
                      )
                     )
                     (call $toi32
                      (f64.promote_f32
                       (f32x4.extract_lane 3
                        (local.get $9)
                       )
                      )
                     )
                    )
                   )
                  )
                 )
                )
                (v128.store align=4
                 (local.tee $3
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
                 (block (result v128)
                  (local.set $10
                   (i32x4.trunc_sat_f32x4_s
                    (local.tee $9
                     (f32x4.add
                      (f32x4.convert_i32x4_s
                       (v128.load align=4
                        (local.get $3)
                       )
                      )
                      (f32x4.add
                       (f32x4.convert_i32x4_s
                        (i32x4.add
                         (v128.bitselect
                          (v128.const i32x4 0xffffffff 0xffffffff 0xffffffff 0xffffffff)
                          (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                          (i32x4.lt_s
                           (local.tee $10
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
                         (i32x4.mul
                          (v128.bitselect
                           (v128.const i32x4 0xffffffff 0xffffffff 0xffffffff 0xffffffff)
                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                           (i32x4.eq
                            (local.get $10)
                            (v128.const i32x4 0x80000000 0x80000000 0x80000000 0x80000000)
                           )
                          )
                          (v128.const i32x4 0x00000003 0x00000003 0x00000003 0x00000003)
                         )
                        )
                       )
                       (f32x4.mul
                        (f32x4.floor
                         (f32x4.div
                          (f32x4.convert_i32x4_s
                           (local.get $10)
                          )
                          (v128.const i32x4 0x4f32d05e 0x4f32d05e 0x4f32d05e 0x4f32d05e)
                         )
                        )
                        (v128.const i32x4 0x41100000 0x41100000 0x41100000 0x41100000)
                       )
                      )
                     )
                    )
                   )
                  )
                  (if (result v128)
                   (i32x4.all_true
                    (f32x4.lt
                     (f32x4.abs
                      (local.get $9)
                     )
                     (v128.const i32x4 0x4f000000 0x4f000000 0x4f000000 0x4f000000)
                    )
                   )
                   (then
                    (local.get $10)
                   )
                   (else
                    (i32x4.replace_lane 3
                     (i32x4.replace_lane 2
                      (i32x4.replace_lane 1
                       (i32x4.replace_lane 0
                        (local.get $10)
                        (call $toi32
                         (f64.promote_f32
                          (f32x4.extract_lane 0
                           (local.get $9)
                          )
                         )
                        )
                       )
                       (call $toi32
                        (f64.promote_f32
                         (f32x4.extract_lane 1
                          (local.get $9)
                         )
                        )
                       )
                      )
                      (call $toi32
                       (f64.promote_f32
                        (f32x4.extract_lane 2
                         (local.get $9)
                        )
                       )
                      )
                     )
                     (call $toi32
                      (f64.promote_f32
                       (f32x4.extract_lane 3
                        (local.get $9)
                       )
                      )
                     )
                    )
                   )
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
                (local.set $2
                 (i32.add
                  (local.get $0)
                  (i32.const 4)
                 )
                )
                (loop $l2
                 (if
                  (i32.lt_s
                   (local.get $0)
                   (local.get $2)
                  )
                  (then
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner0)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner1)
                    )
                   )
                   (i32.store
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $0)
                      (i32.const 2)
                     )
                    )
                    (call $toi32
                     (f64.promote_f32
                      (f32.add
                       (f32.floor
                        (f32.div
                         (f32.const 4e9)
                         (f32.convert_i32_s
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
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.get $0)
                          (local.get $6)
                         )
                         (then
                          (br $folding-inner2)
                         )
                        )
                        (f32.mul
                         (f32.trunc
                          (f32.div
                           (f32.const 4e9)
                           (f32.convert_i32_s
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
                         )
                         (f32.const 3)
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
                     (br $folding-inner3)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner4)
                    )
                   )
                   (i32.store
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $0)
                      (i32.const 2)
                     )
                    )
                    (call $toi32
                     (f64.promote_f32
                      (f32.add
                       (f32.convert_i32_s
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
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.get $0)
                          (local.get $6)
                         )
                         (then
                          (br $folding-inner5)
                         )
                        )
                        (f32.add
                         (f32.convert_i32_s
                          (i32.add
                           (select
                            (i32.const -1)
                            (i32.const 0)
                            (i32.lt_s
                             (i32.load
                              (i32.add
                               (local.get $5)
                               (i32.shl
                                (local.get $0)
                                (i32.const 2)
                               )
                              )
                             )
                             (i32.const 0)
                            )
                           )
                           (block (result i32)
                            (if
                             (i32.ge_u
                              (local.get $0)
                              (local.get $6)
                             )
                             (then
                              (br $folding-inner6)
                             )
                            )
                            (select
                             (i32.const -3)
                             (i32.const 0)
                             (i32.eq
                              (i32.load
                               (i32.add
                                (local.get $5)
                                (i32.shl
                                 (local.get $0)
                                 (i32.const 2)
                                )
                               )
                              )
                              (i32.const -2147483648)
                             )
                            )
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
                            (br $folding-inner7)
                           )
                          )
                          (f32.mul
                           (f32.floor
                            (f32.div
                             (f32.convert_i32_s
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
                             (f32.const 3e9)
                            )
                           )
                           (f32.const 9)
                          )
                         )
                        )
                       )
                      )
                     )
                    )
                   )
                   (local.set $0
                    (i32.add
                     (local.get $0)
                     (i32.const 1)
                    )
                   )
                   (br $l2)
                  )
                 )
                )
               )
              )
              (br $vl4)
             )
            )
           )
           (loop $l7
            (if
             (i32.lt_s
              (local.get $0)
              (local.get $1)
             )
             (then
              (if
               (i32.ge_u
                (local.get $0)
                (local.get $8)
               )
               (then
                (br $folding-inner0)
               )
              )
              (if
               (i32.ge_u
                (local.get $0)
                (local.get $6)
               )
               (then
                (br $folding-inner1)
               )
              )
              (i32.store
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (call $toi32
                (f64.promote_f32
                 (f32.add
                  (f32.floor
                   (f32.div
                    (f32.const 4e9)
                    (f32.convert_i32_s
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
                  )
                  (block (result f32)
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner2)
                    )
                   )
                   (f32.mul
                    (f32.trunc
                     (f32.div
                      (f32.const 4e9)
                      (f32.convert_i32_s
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
                    )
                    (f32.const 3)
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
                (br $folding-inner3)
               )
              )
              (if
               (i32.ge_u
                (local.get $0)
                (local.get $8)
               )
               (then
                (br $folding-inner4)
               )
              )
              (i32.store
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (call $toi32
                (f64.promote_f32
                 (f32.add
                  (f32.convert_i32_s
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
                  (block (result f32)
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner5)
                    )
                   )
                   (f32.add
                    (f32.convert_i32_s
                     (i32.add
                      (select
                       (i32.const -1)
                       (i32.const 0)
                       (i32.lt_s
                        (i32.load
                         (i32.add
                          (local.get $5)
                          (i32.shl
                           (local.get $0)
                           (i32.const 2)
                          )
                         )
                        )
                        (i32.const 0)
                       )
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.get $0)
                         (local.get $6)
                        )
                        (then
                         (br $folding-inner6)
                        )
                       )
                       (select
                        (i32.const -3)
                        (i32.const 0)
                        (i32.eq
                         (i32.load
                          (i32.add
                           (local.get $5)
                           (i32.shl
                            (local.get $0)
                            (i32.const 2)
                           )
                          )
                         )
                         (i32.const -2147483648)
                        )
                       )
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
                       (br $folding-inner7)
                      )
                     )
                     (f32.mul
                      (f32.floor
                       (f32.div
                        (f32.convert_i32_s
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
                        (f32.const 3e9)
                       )
                      )
                      (f32.const 9)
                     )
                    )
                   )
                  )
                 )
                )
               )
              )
              (local.set $0
               (i32.add
                (local.get $0)
                (i32.const 1)
               )
              )
              (br $l7)
             )
            )
           )
           (return
            (i32.const 0)
           )
          )
          (global.set $oob_site
           (i32.const 2)
          )
          (br $folding-inner8)
         )
         (global.set $oob_site
          (i32.const 0)
         )
         (br $folding-inner8)
        )
        (global.set $oob_site
         (i32.const 1)
        )
        (br $folding-inner8)
       )
       (global.set $oob_site
        (i32.const 7)
       )
       (br $folding-inner8)
      )
      (global.set $oob_site
       (i32.const 3)
      )
      (br $folding-inner8)
     )
     (global.set $oob_site
      (i32.const 4)
     )
     (br $folding-inner8)
    )
    (global.set $oob_site
     (i32.const 5)
    )
    (br $folding-inner8)
   )
   (global.set $oob_site
    (i32.const 6)
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
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
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
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 v128)
  (local $10 v128)
  (local $11 f32)
  (loop $vl4
   (if
    (i32.eqz
     (i32.lt_s
      (i32.sub
       (local.get $1)
       (local.get $0)
      )
      (i32.const 4)
     )
    )
    (then
     (v128.store align=4
      (i32.add
       (local.get $7)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (block (result v128)
       (local.set $10
        (i32x4.trunc_sat_f32x4_s
         (local.tee $9
          (f32x4.add
           (f32x4.floor
            (local.tee $10
             (f32x4.div
              (v128.const i32x4 0x4f6e6b28 0x4f6e6b28 0x4f6e6b28 0x4f6e6b28)
              (f32x4.convert_i32x4_s
               (v128.load align=4
                (i32.add
                 (local.get $2)
                 (local.get $5)
                )
               )
              )
             )
            )
           )
           (f32x4.mul
            (f32x4.trunc
             (local.get $10)
            )
            (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
           )
          )
         )
        )
       )
       (if (result v128)
        (i32x4.all_true
         (f32x4.lt
          (f32x4.abs
           (local.get $9)
          )
          (v128.const i32x4 0x4f000000 0x4f000000 0x4f000000 0x4f000000)
         )
        )
        (then
         (local.get $10)
        )
        (else
         (i32x4.replace_lane 3
          (i32x4.replace_lane 2
           (i32x4.replace_lane 1
            (i32x4.replace_lane 0
             (local.get $10)
             (call $toi32
              (f64.promote_f32
               (f32x4.extract_lane 0
                (local.get $9)
               )
              )
             )
            )
            (call $toi32
             (f64.promote_f32
              (f32x4.extract_lane 1
               (local.get $9)
              )
             )
            )
           )
           (call $toi32
            (f64.promote_f32
             (f32x4.extract_lane 2
              (local.get $9)
             )
            )
           )
          )
          (call $toi32
           (f64.promote_f32
            (f32x4.extract_lane 3
             (local.get $9)
            )
           )
          )
         )
        )
       )
      )
     )
     (v128.store align=4
      (local.tee $3
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
      (block (result v128)
       (local.set $10
        (i32x4.trunc_sat_f32x4_s
         (local.tee $9
          (f32x4.add
           (f32x4.convert_i32x4_s
            (v128.load align=4
             (local.get $3)
            )
           )
           (f32x4.add
            (f32x4.convert_i32x4_s
             (i32x4.add
              (v128.bitselect
               (v128.const i32x4 0xffffffff 0xffffffff 0xffffffff 0xffffffff)
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
               (i32x4.lt_s
                (local.tee $10
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
              (i32x4.mul
               (v128.bitselect
                (v128.const i32x4 0xffffffff 0xffffffff 0xffffffff 0xffffffff)
                (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                (i32x4.eq
                 (local.get $10)
                 (v128.const i32x4 0x80000000 0x80000000 0x80000000 0x80000000)
                )
               )
               (v128.const i32x4 0x00000003 0x00000003 0x00000003 0x00000003)
              )
             )
            )
            (f32x4.mul
             (f32x4.floor
              (f32x4.div
               (f32x4.convert_i32x4_s
                (local.get $10)
               )
               (v128.const i32x4 0x4f32d05e 0x4f32d05e 0x4f32d05e 0x4f32d05e)
              )
             )
             (v128.const i32x4 0x41100000 0x41100000 0x41100000 0x41100000)
            )
           )
          )
         )
        )
       )
       (if (result v128)
        (i32x4.all_true
         (f32x4.lt
          (f32x4.abs
           (local.get $9)
          )
          (v128.const i32x4 0x4f000000 0x4f000000 0x4f000000 0x4f000000)
         )
        )
        (then
         (local.get $10)
        )
        (else
         (i32x4.replace_lane 3
          (i32x4.replace_lane 2
           (i32x4.replace_lane 1
            (i32x4.replace_lane 0
             (local.get $10)
             (call $toi32
              (f64.promote_f32
               (f32x4.extract_lane 0
                (local.get $9)
               )
              )
             )
            )
            (call $toi32
             (f64.promote_f32
              (f32x4.extract_lane 1
               (local.get $9)
              )
             )
            )
           )
           (call $toi32
            (f64.promote_f32
             (f32x4.extract_lane 2
              (local.get $9)
             )
            )
           )
          )
          (call $toi32
           (f64.promote_f32
            (f32x4.extract_lane 3
             (local.get $9)
            )
           )
          )
         )
        )
       )
      )
     )
     (local.set $0
      (i32.add
       (local.get $0)
       (i32.const 4)
      )
     )
     (br $vl4)
    )
   )
  )
  (loop $l7
   (if
    (i32.eqz
     (i32.ge_s
      (local.get $0)
      (local.get $1)
     )
    )
    (then
     (i32.store
      (local.tee $2
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
      (call $toi32
       (f64.promote_f32
        (f32.add
         (f32.floor
          (local.tee $11
           (f32.div
            (f32.const 4e9)
            (f32.convert_i32_s
             (i32.load
              (i32.add
               (local.get $3)
               (local.get $5)
              )
             )
            )
           )
          )
         )
         (f32.mul
          (f32.trunc
           (local.get $11)
          )
          (f32.const 3)
         )
        )
       )
      )
     )
     (i32.store
      (local.get $2)
      (call $toi32
       (f64.promote_f32
        (f32.add
         (f32.convert_i32_s
          (i32.load
           (local.get $2)
          )
         )
         (f32.add
          (f32.convert_i32_s
           (i32.add
            (select
             (i32.const -3)
             (i32.const 0)
             (i32.eq
              (i32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (i32.const -2147483648)
             )
            )
            (select
             (i32.const -1)
             (i32.const 0)
             (i32.lt_s
              (i32.load
               (i32.add
                (local.get $5)
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
          (f32.mul
           (f32.floor
            (f32.div
             (f32.convert_i32_s
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
             (f32.const 3e9)
            )
           )
           (f32.const 9)
          )
         )
        )
       )
      )
     )
     (local.set $0
      (i32.add
       (local.get $0)
       (i32.const 1)
      )
     )
     (br $l7)
    )
   )
  )
  (i32.const 0)
 )
)
