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
  (local $10 i32)
  (local $11 f32)
  (local $12 f32)
  (local $13 v128)
  (local $14 v128)
  (local $15 v128)
  (local $16 v128)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 i32)
  (local $21 i32)
  (local $22 i32)
  (local $23 v128)
  (local $24 v128)
  (if
   (i32.lt_s
    (local.tee $2
     (local.get $0)
    )
    (local.get $1)
   )
   (then
    (loop $l19
     (local.set $10
      (i32.const 0)
     )
     (if
      (i32.ge_s
       (local.get $3)
       (i32.const 4)
      )
      (then
       (local.set $22
        (i32.add
         (local.get $5)
         (i32.shl
          (local.tee $21
           (i32.mul
            (local.get $2)
            (local.get $7)
           )
          )
          (i32.const 2)
         )
        )
       )
       (loop $vl10
        (if
         (i32.and
          (i32.lt_u
           (local.tee $0
            (i32.add
             (local.get $10)
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
         (then
          (local.set $0
           (i32.shl
            (local.get $10)
            (i32.const 2)
           )
          )
          (local.set $23
           (f32x4.sub
            (f32x4.mul
             (f32x4.div
              (f32x4.convert_i32x4_s
               (i32x4.add
                (i32x4.splat
                 (local.get $10)
                )
                (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
               )
              )
              (f32x4.convert_i32x4_s
               (i32x4.splat
                (local.get $7)
               )
              )
             )
             (v128.const i32x4 0x40600000 0x40600000 0x40600000 0x40600000)
            )
            (v128.const i32x4 0x40200000 0x40200000 0x40200000 0x40200000)
           )
          )
          (local.set $11
           (f32.add
            (f32.mul
             (f32.div
              (f32.convert_i32_s
               (local.get $2)
              )
              (f32.convert_i32_s
               (local.get $8)
              )
             )
             (f32.const 2)
            )
            (f32.const -1)
           )
          )
          (local.set $14
           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
          )
          (local.set $13
           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
          )
          (local.set $15
           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
          )
          (if
           (v128.any_true
            (local.tee $16
             (v128.and
              (v128.const i32x4 0xffffffff 0xffffffff 0xffffffff 0xffffffff)
              (v128.and
               (v128.const i32x4 0xffffffff 0xffffffff 0xffffffff 0xffffffff)
               (i32x4.lt_s
                (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                (i32x4.splat
                 (local.get $9)
                )
               )
              )
             )
            )
           )
           (then
            (loop $vtop1
             (local.set $24
              (f32x4.add
               (f32x4.sub
                (f32x4.mul
                 (local.get $14)
                 (local.get $14)
                )
                (f32x4.mul
                 (local.get $13)
                 (local.get $13)
                )
               )
               (local.get $23)
              )
             )
             (local.set $13
              (f32x4.add
               (f32x4.mul
                (f32x4.mul
                 (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                 (local.get $14)
                )
                (local.get $13)
               )
               (f32x4.splat
                (local.get $11)
               )
              )
             )
             (br_if $vtop1
              (v128.any_true
               (local.tee $16
                (v128.and
                 (local.get $16)
                 (v128.and
                  (f32x4.le
                   (f32x4.add
                    (f32x4.mul
                     (local.tee $14
                      (local.get $24)
                     )
                     (local.get $14)
                    )
                    (f32x4.mul
                     (local.get $13)
                     (local.get $13)
                    )
                   )
                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                  )
                  (i32x4.lt_s
                   (local.tee $15
                    (v128.bitselect
                     (i32x4.add
                      (local.get $15)
                      (v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001)
                     )
                     (local.get $15)
                     (local.get $16)
                    )
                   )
                   (i32x4.splat
                    (local.get $9)
                   )
                  )
                 )
                )
               )
              )
             )
            )
           )
          )
          (v128.store align=4
           (i32.add
            (local.get $0)
            (local.get $22)
           )
           (local.get $15)
          )
          (local.set $10
           (i32.add
            (local.get $10)
            (i32.const 4)
           )
          )
         )
         (else
          (if
           (i32.gt_s
            (local.tee $4
             (i32.add
              (local.get $10)
              (i32.const 4)
             )
            )
            (local.get $10)
           )
           (then
            (loop $l8
             (local.set $17
              (f32.add
               (f32.mul
                (f32.div
                 (f32.convert_i32_s
                  (local.get $10)
                 )
                 (f32.convert_i32_s
                  (local.get $7)
                 )
                )
                (f32.const 3.5)
               )
               (f32.const -2.5)
              )
             )
             (local.set $18
              (f32.add
               (f32.mul
                (f32.div
                 (f32.convert_i32_s
                  (local.get $2)
                 )
                 (f32.convert_i32_s
                  (local.get $8)
                 )
                )
                (f32.const 2)
               )
               (f32.const -1)
              )
             )
             (local.set $11
              (f32.const 0)
             )
             (local.set $12
              (f32.const 0)
             )
             (local.set $0
              (i32.const 0)
             )
             (if
              (i32.gt_s
               (local.get $9)
               (i32.const 0)
              )
              (then
               (loop $top5
                (local.set $19
                 (f32.add
                  (f32.sub
                   (f32.mul
                    (local.get $11)
                    (local.get $11)
                   )
                   (f32.mul
                    (local.get $12)
                    (local.get $12)
                   )
                  )
                  (local.get $17)
                 )
                )
                (local.set $12
                 (f32.add
                  (f32.mul
                   (f32.add
                    (local.get $11)
                    (local.get $11)
                   )
                   (local.get $12)
                  )
                  (local.get $18)
                 )
                )
                (br_if $top5
                 (i32.and
                  (i32.lt_s
                   (local.tee $0
                    (i32.add
                     (local.get $0)
                     (i32.const 1)
                    )
                   )
                   (local.get $9)
                  )
                  (f32.le
                   (f32.add
                    (f32.mul
                     (local.tee $11
                      (local.get $19)
                     )
                     (local.get $11)
                    )
                    (f32.mul
                     (local.get $12)
                     (local.get $12)
                    )
                   )
                   (f32.const 4)
                  )
                 )
                )
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $20
                (i32.add
                 (i32.mul
                  (local.get $2)
                  (local.get $7)
                 )
                 (local.get $10)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (global.set $oob_index
                (local.get $20)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (i32.store
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $20)
                (i32.const 2)
               )
              )
              (local.get $0)
             )
             (br_if $l8
              (i32.gt_s
               (local.get $4)
               (local.tee $10
                (i32.add
                 (local.get $10)
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
        (br_if $vl10
         (i32.ge_s
          (i32.sub
           (local.get $3)
           (local.get $10)
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
       (local.get $10)
      )
      (then
       (loop $l17
        (local.set $17
         (f32.add
          (f32.mul
           (f32.div
            (f32.convert_i32_s
             (local.get $10)
            )
            (f32.convert_i32_s
             (local.get $7)
            )
           )
           (f32.const 3.5)
          )
          (f32.const -2.5)
         )
        )
        (local.set $18
         (f32.add
          (f32.mul
           (f32.div
            (f32.convert_i32_s
             (local.get $2)
            )
            (f32.convert_i32_s
             (local.get $8)
            )
           )
           (f32.const 2)
          )
          (f32.const -1)
         )
        )
        (local.set $11
         (f32.const 0)
        )
        (local.set $12
         (f32.const 0)
        )
        (local.set $0
         (i32.const 0)
        )
        (if
         (i32.gt_s
          (local.get $9)
          (i32.const 0)
         )
         (then
          (loop $top14
           (local.set $19
            (f32.add
             (f32.sub
              (f32.mul
               (local.get $11)
               (local.get $11)
              )
              (f32.mul
               (local.get $12)
               (local.get $12)
              )
             )
             (local.get $17)
            )
           )
           (local.set $12
            (f32.add
             (f32.mul
              (f32.add
               (local.get $11)
               (local.get $11)
              )
              (local.get $12)
             )
             (local.get $18)
            )
           )
           (br_if $top14
            (i32.and
             (i32.lt_s
              (local.tee $0
               (i32.add
                (local.get $0)
                (i32.const 1)
               )
              )
              (local.get $9)
             )
             (f32.le
              (f32.add
               (f32.mul
                (local.tee $11
                 (local.get $19)
                )
                (local.get $11)
               )
               (f32.mul
                (local.get $12)
                (local.get $12)
               )
              )
              (f32.const 4)
             )
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
             (local.get $2)
             (local.get $7)
            )
            (local.get $10)
           )
          )
          (local.get $6)
         )
         (then
          (global.set $oob_site
           (i32.const 0)
          )
          (global.set $oob_index
           (local.get $4)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (i32.store
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $4)
           (i32.const 2)
          )
         )
         (local.get $0)
        )
        (br_if $l17
         (i32.lt_s
          (local.tee $10
           (i32.add
            (local.get $10)
            (i32.const 1)
           )
          )
          (local.get $3)
         )
        )
       )
      )
     )
     (br_if $l19
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
  (i32.const 0)
 )
)
