;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (result i32)
  (local $12 i32)
  (local $13 f32)
  (local $14 f64)
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (local $18 f64)
  (local $19 v128)
  (local $20 f64)
  (local $21 f64)
  (local $22 f64)
  (local $23 i32)
  (local $24 i32)
  (local $25 i32)
  (local $26 f64)
  (block $folding-inner2
   (block $folding-inner1
    (block $folding-inner0
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l25
        (local.set $2
         (i32.const 0)
        )
        (if
         (i32.and
          (i32.eqz
           (i32.or
            (i32.or
             (i32.lt_u
              (i32.sub
               (local.get $9)
               (local.get $5)
              )
              (i32.shl
               (local.get $6)
               (i32.const 2)
              )
             )
             (i32.gt_u
              (local.tee $4
               (i32.shl
                (local.get $10)
                (i32.const 2)
               )
              )
              (i32.sub
               (local.get $5)
               (local.get $9)
              )
             )
            )
            (i32.or
             (i32.lt_u
              (i32.sub
               (local.get $9)
               (local.get $7)
              )
              (i32.shl
               (local.get $8)
               (i32.const 2)
              )
             )
             (i32.gt_u
              (local.get $4)
              (i32.sub
               (local.get $7)
               (local.get $9)
              )
             )
            )
           )
          )
          (i32.ge_s
           (local.get $3)
           (i32.const 4)
          )
         )
         (then
          (local.set $25
           (i32.add
            (local.get $9)
            (i32.shl
             (local.tee $24
              (i32.mul
               (local.get $0)
               (local.get $11)
              )
             )
             (i32.const 2)
            )
           )
          )
          (loop $vl17
           (if
            (i32.and
             (i32.lt_u
              (local.tee $4
               (i32.add
                (local.get $2)
                (local.get $24)
               )
              )
              (local.get $10)
             )
             (i32.lt_u
              (i32.add
               (local.get $4)
               (i32.const 3)
              )
              (local.get $10)
             )
            )
            (then
             (block $vdone15
              (local.set $12
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
              (local.set $19
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              )
              (local.set $4
               (i32.const 0)
              )
              (local.set $20
               (f64.add
                (local.tee $14
                 (f64.convert_i32_s
                  (local.get $2)
                 )
                )
                (f64.const 3)
               )
              )
              (local.set $17
               (f64.max
                (f64.max
                 (f64.max
                  (local.tee $22
                   (local.tee $15
                    (f64.add
                     (local.tee $17
                      (f64.add
                       (local.tee $21
                        (f64.mul
                         (f64.mul
                          (f64.convert_i32_s
                           (local.get $0)
                          )
                          (f64.const 1)
                         )
                         (local.tee $16
                          (f64.convert_i32_s
                           (local.get $11)
                          )
                         )
                        )
                       )
                       (f64.const 0)
                      )
                     )
                     (f64.const 0)
                    )
                   )
                  )
                  (local.tee $18
                   (f64.add
                    (local.get $17)
                    (f64.mul
                     (local.tee $16
                      (f64.add
                       (local.get $16)
                       (f64.const -1)
                      )
                     )
                     (f64.const 1)
                    )
                   )
                  )
                 )
                 (local.get $15)
                )
                (local.tee $26
                 (f64.add
                  (local.get $17)
                  (f64.mul
                   (local.get $16)
                   (f64.const 1)
                  )
                 )
                )
               )
              )
              (if
               (i32.or
                (i32.and
                 (i32.and
                  (if (result i32)
                   (f64.ge
                    (f64.min
                     (local.get $26)
                     (f64.min
                      (local.get $15)
                      (f64.min
                       (local.get $18)
                       (local.get $22)
                      )
                     )
                    )
                    (f64.const 0)
                   )
                   (then
                    (f64.lt
                     (f64.add
                      (f64.add
                       (f64.abs
                        (local.get $21)
                       )
                       (f64.const 0)
                      )
                      (f64.mul
                       (f64.max
                        (f64.abs
                         (local.get $16)
                        )
                        (f64.const 0)
                       )
                       (f64.const 1)
                      )
                     )
                     (f64.const 4503599627370496)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                  (i32.and
                   (f64.lt
                    (local.get $17)
                    (f64.const 2147483648)
                   )
                   (f64.lt
                    (local.get $17)
                    (f64.convert_i32_u
                     (local.get $6)
                    )
                   )
                  )
                 )
                 (block (result i32)
                  (local.set $14
                   (f64.max
                    (f64.max
                     (f64.max
                      (local.tee $17
                       (f64.add
                        (local.tee $15
                         (f64.add
                          (f64.mul
                           (local.get $14)
                           (f64.const 1)
                          )
                          (f64.const 0)
                         )
                        )
                        (local.tee $18
                         (f64.mul
                          (local.tee $14
                           (f64.add
                            (local.tee $21
                             (f64.mul
                              (f64.convert_i32_s
                               (local.get $11)
                              )
                              (f64.const 1)
                             )
                            )
                            (f64.const 0)
                           )
                          )
                          (f64.const 0)
                         )
                        )
                       )
                      )
                      (local.tee $22
                       (f64.add
                        (local.get $15)
                        (local.tee $15
                         (f64.mul
                          (local.get $14)
                          (local.get $16)
                         )
                        )
                       )
                      )
                     )
                     (local.tee $18
                      (f64.add
                       (local.tee $14
                        (f64.add
                         (local.tee $20
                          (f64.mul
                           (local.get $20)
                           (f64.const 1)
                          )
                         )
                         (f64.const 0)
                        )
                       )
                       (local.get $18)
                      )
                     )
                    )
                    (local.tee $15
                     (f64.add
                      (local.get $14)
                      (local.get $15)
                     )
                    )
                   )
                  )
                  (i32.and
                   (if (result i32)
                    (f64.ge
                     (f64.min
                      (local.get $15)
                      (f64.min
                       (local.get $18)
                       (f64.min
                        (local.get $17)
                        (local.get $22)
                       )
                      )
                     )
                     (f64.const 0)
                    )
                    (then
                     (f64.lt
                      (f64.add
                       (f64.add
                        (f64.abs
                         (local.get $20)
                        )
                        (f64.const 0)
                       )
                       (f64.mul
                        (f64.add
                         (f64.abs
                          (local.get $21)
                         )
                         (f64.const 0)
                        )
                        (f64.max
                         (f64.abs
                          (local.get $16)
                         )
                         (f64.const 0)
                        )
                       )
                      )
                      (f64.const 4503599627370496)
                     )
                    )
                    (else
                     (i32.const 0)
                    )
                   )
                   (i32.and
                    (f64.lt
                     (local.get $14)
                     (f64.const 2147483648)
                    )
                    (f64.lt
                     (local.get $14)
                     (f64.convert_i32_u
                      (local.get $8)
                     )
                    )
                   )
                  )
                 )
                )
                (f64.lt
                 (local.get $16)
                 (f64.const 0)
                )
               )
               (then
                (if
                 (i32.gt_s
                  (local.get $11)
                  (i32.const 0)
                 )
                 (then
                  (loop $utop2
                   (local.set $19
                    (f32x4.add
                     (local.get $19)
                     (f32x4.mul
                      (f32x4.splat
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (i32.add
                           (i32.mul
                            (local.get $0)
                            (local.get $11)
                           )
                           (local.get $4)
                          )
                          (i32.const 2)
                         )
                        )
                       )
                      )
                      (v128.load align=4
                       (i32.add
                        (local.get $7)
                        (i32.shl
                         (i32.add
                          (local.get $2)
                          (i32.mul
                           (local.get $4)
                           (local.get $11)
                          )
                         )
                         (i32.const 2)
                        )
                       )
                      )
                     )
                    )
                   )
                   (br_if $utop2
                    (i32.lt_s
                     (local.tee $4
                      (i32.add
                       (local.get $4)
                       (i32.const 1)
                      )
                     )
                     (local.get $11)
                    )
                   )
                  )
                 )
                )
                (v128.store align=4
                 (i32.add
                  (local.get $12)
                  (local.get $25)
                 )
                 (local.get $19)
                )
                (local.set $2
                 (i32.add
                  (local.get $2)
                  (i32.const 4)
                 )
                )
                (br $vdone15)
               )
              )
              (if
               (i32.gt_s
                (local.tee $23
                 (i32.add
                  (local.get $2)
                  (i32.const 4)
                 )
                )
                (local.get $2)
               )
               (then
                (loop $l14
                 (local.set $13
                  (f32.const 0)
                 )
                 (local.set $4
                  (i32.const 0)
                 )
                 (if
                  (i32.gt_s
                   (local.get $11)
                   (i32.const 0)
                  )
                  (then
                   (loop $top12
                    (if
                     (i32.ge_u
                      (local.tee $12
                       (i32.add
                        (i32.mul
                         (local.get $0)
                         (local.get $11)
                        )
                        (local.get $4)
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (br $folding-inner0)
                     )
                    )
                    (local.set $13
                     (f32.add
                      (local.get $13)
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $12)
                          (i32.const 2)
                         )
                        )
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $12
                           (i32.add
                            (i32.mul
                             (local.get $4)
                             (local.get $11)
                            )
                            (local.get $2)
                           )
                          )
                          (local.get $8)
                         )
                         (then
                          (br $folding-inner1)
                         )
                        )
                        (f32.load
                         (i32.add
                          (local.get $7)
                          (i32.shl
                           (local.get $12)
                           (i32.const 2)
                          )
                         )
                        )
                       )
                      )
                     )
                    )
                    (br_if $top12
                     (i32.lt_s
                      (local.tee $4
                       (i32.add
                        (local.get $4)
                        (i32.const 1)
                       )
                      )
                      (local.get $11)
                     )
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $4
                    (i32.add
                     (i32.mul
                      (local.get $0)
                      (local.get $11)
                     )
                     (local.get $2)
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
                    (local.get $4)
                    (i32.const 2)
                   )
                  )
                  (local.get $13)
                 )
                 (br_if $l14
                  (i32.gt_s
                   (local.get $23)
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
            (else
             (if
              (i32.gt_s
               (local.tee $23
                (i32.add
                 (local.get $2)
                 (i32.const 4)
                )
               )
               (local.get $2)
              )
              (then
               (loop $l8
                (local.set $13
                 (f32.const 0)
                )
                (local.set $4
                 (i32.const 0)
                )
                (if
                 (i32.gt_s
                  (local.get $11)
                  (i32.const 0)
                 )
                 (then
                  (loop $top6
                   (if
                    (i32.ge_u
                     (local.tee $12
                      (i32.add
                       (i32.mul
                        (local.get $0)
                        (local.get $11)
                       )
                       (local.get $4)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner0)
                    )
                   )
                   (local.set $13
                    (f32.add
                     (local.get $13)
                     (f32.mul
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $12)
                         (i32.const 2)
                        )
                       )
                      )
                      (block (result f32)
                       (if
                        (i32.ge_u
                         (local.tee $12
                          (i32.add
                           (i32.mul
                            (local.get $4)
                            (local.get $11)
                           )
                           (local.get $2)
                          )
                         )
                         (local.get $8)
                        )
                        (then
                         (br $folding-inner1)
                        )
                       )
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $12)
                          (i32.const 2)
                         )
                        )
                       )
                      )
                     )
                    )
                   )
                   (br_if $top6
                    (i32.lt_s
                     (local.tee $4
                      (i32.add
                       (local.get $4)
                       (i32.const 1)
                      )
                     )
                     (local.get $11)
                    )
                   )
                  )
                 )
                )
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.add
                    (i32.mul
                     (local.get $0)
                     (local.get $11)
                    )
                    (local.get $2)
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
                   (local.get $4)
                   (i32.const 2)
                  )
                 )
                 (local.get $13)
                )
                (br_if $l8
                 (i32.gt_s
                  (local.get $23)
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
           (br_if $vl17
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
          (loop $l23
           (local.set $13
            (f32.const 0)
           )
           (local.set $4
            (i32.const 0)
           )
           (if
            (i32.gt_s
             (local.get $11)
             (i32.const 0)
            )
            (then
             (loop $top21
              (if
               (i32.ge_u
                (local.tee $12
                 (i32.add
                  (i32.mul
                   (local.get $0)
                   (local.get $11)
                  )
                  (local.get $4)
                 )
                )
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $13
               (f32.add
                (local.get $13)
                (f32.mul
                 (f32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $12)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result f32)
                  (if
                   (i32.ge_u
                    (local.tee $12
                     (i32.add
                      (i32.mul
                       (local.get $4)
                       (local.get $11)
                      )
                      (local.get $2)
                     )
                    )
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner1)
                   )
                  )
                  (f32.load
                   (i32.add
                    (local.get $7)
                    (i32.shl
                     (local.get $12)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                )
               )
              )
              (br_if $top21
               (i32.lt_s
                (local.tee $4
                 (i32.add
                  (local.get $4)
                  (i32.const 1)
                 )
                )
                (local.get $11)
               )
              )
             )
            )
           )
           (if
            (i32.ge_u
             (local.tee $4
              (i32.add
               (i32.mul
                (local.get $0)
                (local.get $11)
               )
               (local.get $2)
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
              (local.get $4)
              (i32.const 2)
             )
            )
            (local.get $13)
           )
           (br_if $l23
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
        (br_if $l25
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
    (global.set $oob_index
     (local.get $12)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_site
    (i32.const 1)
   )
   (global.set $oob_index
    (local.get $12)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_site
   (i32.const 2)
  )
  (global.set $oob_index
   (local.get $4)
  )
  (i32.const 1)
 )
)
