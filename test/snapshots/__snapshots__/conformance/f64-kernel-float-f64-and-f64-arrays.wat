;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (local $10 f64)
  (local $11 v128)
  (local $12 f64)
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
              (local.tee $12
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
               (local.get $12)
               (local.tee $10
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
            (local.tee $10
             (f64.add
              (f64.max
               (local.get $10)
               (local.get $12)
              )
              (f64.const 0)
             )
            )
            (f64.convert_i32_u
             (local.get $6)
            )
           )
           (f64.lt
            (local.get $10)
            (f64.const 2147483648)
           )
          )
         )
         (i32.and
          (local.get $2)
          (i32.and
           (f64.lt
            (local.get $10)
            (f64.const 2147483648)
           )
           (f64.gt
            (f64.convert_i32_u
             (local.get $8)
            )
            (local.get $10)
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
              (local.get $7)
              (local.tee $2
               (i32.shl
                (local.get $0)
                (i32.const 3)
               )
              )
             )
             (f64x2.add
              (f64x2.add
               (f64x2.mul
                (local.tee $11
                 (v128.load align=8
                  (i32.add
                   (local.get $2)
                   (local.get $5)
                  )
                 )
                )
                (f64x2.div
                 (f64x2.convert_low_i32x4_s
                  (i32x4.add
                   (i32x4.splat
                    (local.get $0)
                   )
                   (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
                  )
                 )
                 (f64x2.convert_low_i32x4_s
                  (i32x4.splat
                   (local.get $9)
                  )
                 )
                )
               )
               (f64x2.sqrt
                (f64x2.add
                 (f64x2.mul
                  (local.get $11)
                  (local.get $11)
                 )
                 (v128.const i32x4 0x00000000 0x3ff00000 0x00000000 0x3ff00000)
                )
               )
              )
              (v128.const i32x4 0x9999999a 0x3fb99999 0x9999999a 0x3fb99999)
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
             (i32.add
              (local.tee $2
               (i32.shl
                (local.get $0)
                (i32.const 3)
               )
              )
              (local.get $7)
             )
             (f64.add
              (f64.add
               (f64.mul
                (local.tee $10
                 (f64.load
                  (i32.add
                   (local.get $2)
                   (local.get $5)
                  )
                 )
                )
                (f64.div
                 (f64.convert_i32_s
                  (local.get $0)
                 )
                 (f64.convert_i32_s
                  (local.get $9)
                 )
                )
               )
               (f64.sqrt
                (f64.add
                 (f64.mul
                  (local.get $10)
                  (local.get $10)
                 )
                 (f64.const 1)
                )
               )
              )
              (f64.const 0.1)
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
               (i32.lt_u
                (local.get $0)
                (local.get $8)
               )
               (i32.lt_u
                (local.tee $2
                 (i32.add
                  (local.get $0)
                  (i32.const 1)
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
              (v128.store align=8
               (i32.add
                (local.get $7)
                (local.tee $2
                 (i32.shl
                  (local.get $0)
                  (i32.const 3)
                 )
                )
               )
               (f64x2.add
                (f64x2.add
                 (f64x2.mul
                  (local.tee $11
                   (v128.load align=8
                    (i32.add
                     (local.get $2)
                     (local.get $5)
                    )
                   )
                  )
                  (f64x2.div
                   (f64x2.convert_low_i32x4_s
                    (i32x4.add
                     (i32x4.splat
                      (local.get $0)
                     )
                     (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
                    )
                   )
                   (f64x2.convert_low_i32x4_s
                    (i32x4.splat
                     (local.get $9)
                    )
                   )
                  )
                 )
                 (f64x2.sqrt
                  (f64x2.add
                   (f64x2.mul
                    (local.get $11)
                    (local.get $11)
                   )
                   (v128.const i32x4 0x00000000 0x3ff00000 0x00000000 0x3ff00000)
                  )
                 )
                )
                (v128.const i32x4 0x9999999a 0x3fb99999 0x9999999a 0x3fb99999)
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
                 (local.set $10
                  (f64.div
                   (f64.convert_i32_s
                    (local.get $0)
                   )
                   (f64.convert_i32_s
                    (local.get $9)
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
                 (local.set $10
                  (f64.add
                   (f64.add
                    (f64.mul
                     (f64.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $0)
                        (i32.const 3)
                       )
                      )
                     )
                     (local.get $10)
                    )
                    (block (result f64)
                     (if
                      (i32.ge_u
                       (local.tee $2
                        (local.get $0)
                       )
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (f64.sqrt
                      (f64.add
                       (f64.mul
                        (f64.load
                         (i32.add
                          (local.get $5)
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
                           (local.get $6)
                          )
                          (then
                           (br $folding-inner2)
                          )
                         )
                         (f64.load
                          (i32.add
                           (local.get $5)
                           (i32.shl
                            (local.get $2)
                            (i32.const 3)
                           )
                          )
                         )
                        )
                       )
                       (f64.const 1)
                      )
                     )
                    )
                   )
                   (f64.const 0.1)
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
                 (f64.store
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $0)
                    (i32.const 3)
                   )
                  )
                  (local.get $10)
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
            (local.set $10
             (f64.div
              (f64.convert_i32_s
               (local.get $0)
              )
              (f64.convert_i32_s
               (local.get $9)
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
            (local.set $10
             (f64.add
              (f64.add
               (f64.mul
                (f64.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $0)
                   (i32.const 3)
                  )
                 )
                )
                (local.get $10)
               )
               (block (result f64)
                (if
                 (i32.ge_u
                  (local.tee $2
                   (local.get $0)
                  )
                  (local.get $6)
                 )
                 (then
                  (br $folding-inner1)
                 )
                )
                (f64.sqrt
                 (f64.add
                  (f64.mul
                   (f64.load
                    (i32.add
                     (local.get $5)
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
                      (local.get $6)
                     )
                     (then
                      (br $folding-inner2)
                     )
                    )
                    (f64.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $2)
                       (i32.const 3)
                      )
                     )
                    )
                   )
                  )
                  (f64.const 1)
                 )
                )
               )
              )
              (f64.const 0.1)
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
            (f64.store
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $0)
               (i32.const 3)
              )
             )
             (local.get $10)
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
      (br $folding-inner4)
     )
     (global.set $oob_site
      (i32.const 1)
     )
     (br $folding-inner4)
    )
    (global.set $oob_site
     (i32.const 2)
    )
    (global.set $oob_index
     (local.get $2)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_site
    (i32.const 3)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (local $10 v128)
  (local $11 f64)
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
       (local.get $7)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 3)
        )
       )
      )
      (f64x2.add
       (f64x2.add
        (f64x2.mul
         (local.tee $10
          (v128.load align=8
           (i32.add
            (local.get $2)
            (local.get $5)
           )
          )
         )
         (f64x2.div
          (f64x2.convert_low_i32x4_s
           (i32x4.add
            (i32x4.splat
             (local.get $0)
            )
            (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
           )
          )
          (f64x2.convert_low_i32x4_s
           (i32x4.splat
            (local.get $9)
           )
          )
         )
        )
        (f64x2.sqrt
         (f64x2.add
          (f64x2.mul
           (local.get $10)
           (local.get $10)
          )
          (v128.const i32x4 0x00000000 0x3ff00000 0x00000000 0x3ff00000)
         )
        )
       )
       (v128.const i32x4 0x9999999a 0x3fb99999 0x9999999a 0x3fb99999)
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
      (i32.add
       (local.get $7)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 3)
        )
       )
      )
      (f64.add
       (f64.add
        (f64.mul
         (local.tee $11
          (f64.load
           (i32.add
            (local.get $2)
            (local.get $5)
           )
          )
         )
         (f64.div
          (f64.convert_i32_s
           (local.get $0)
          )
          (f64.convert_i32_s
           (local.get $9)
          )
         )
        )
        (f64.sqrt
         (f64.add
          (f64.mul
           (local.get $11)
           (local.get $11)
          )
          (f64.const 1)
         )
        )
       )
       (f64.const 0.1)
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
