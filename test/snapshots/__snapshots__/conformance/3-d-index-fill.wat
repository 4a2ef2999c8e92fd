;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (loop $l11
      (local.set $9
       (i32.const 0)
      )
      (if
       (i32.gt_s
        (local.get $3)
        (i32.const 0)
       )
       (then
        (loop $l9
         (local.set $2
          (i32.const 0)
         )
         (if
          (i32.ge_s
           (local.get $4)
           (i32.const 4)
          )
          (then
           (local.set $12
            (i32.add
             (local.get $5)
             (i32.shl
              (local.tee $11
               (i32.mul
                (local.get $8)
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (local.get $7)
                 )
                 (local.get $9)
                )
               )
              )
              (i32.const 2)
             )
            )
           )
           (loop $vl4
            (if
             (i32.and
              (i32.lt_u
               (local.tee $10
                (i32.add
                 (local.get $2)
                 (local.get $11)
                )
               )
               (local.get $6)
              )
              (i32.lt_u
               (i32.add
                (local.get $10)
                (i32.const 3)
               )
               (local.get $6)
              )
             )
             (then
              (v128.store align=4
               (i32.add
                (local.get $12)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (i32x4.add
                (i32x4.add
                 (i32x4.mul
                  (i32x4.splat
                   (local.get $0)
                  )
                  (v128.const i32x4 0x00002710 0x00002710 0x00002710 0x00002710)
                 )
                 (i32x4.mul
                  (i32x4.splat
                   (local.get $9)
                  )
                  (v128.const i32x4 0x00000064 0x00000064 0x00000064 0x00000064)
                 )
                )
                (i32x4.add
                 (i32x4.splat
                  (local.get $2)
                 )
                 (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
                )
               )
              )
              (local.set $2
               (i32.add
                (local.get $2)
                (i32.const 4)
               )
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
                 (local.set $14
                  (i32.add
                   (i32.add
                    (i32.mul
                     (local.get $0)
                     (i32.const 10000)
                    )
                    (i32.mul
                     (local.get $9)
                     (i32.const 100)
                    )
                   )
                   (local.get $2)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $10
                    (i32.add
                     (i32.mul
                      (i32.add
                       (i32.mul
                        (local.get $0)
                        (local.get $7)
                       )
                       (local.get $9)
                      )
                      (local.get $8)
                     )
                     (local.get $2)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner0)
                  )
                 )
                 (i32.store
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $10)
                    (i32.const 2)
                   )
                  )
                  (local.get $14)
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
               (local.get $4)
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
           (local.get $4)
          )
          (then
           (loop $l7
            (local.set $11
             (i32.add
              (i32.add
               (i32.mul
                (local.get $0)
                (i32.const 10000)
               )
               (i32.mul
                (local.get $9)
                (i32.const 100)
               )
              )
              (local.get $2)
             )
            )
            (if
             (i32.ge_u
              (local.tee $10
               (i32.add
                (i32.mul
                 (i32.add
                  (i32.mul
                   (local.get $0)
                   (local.get $7)
                  )
                  (local.get $9)
                 )
                 (local.get $8)
                )
                (local.get $2)
               )
              )
              (local.get $6)
             )
             (then
              (br $folding-inner0)
             )
            )
            (i32.store
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $10)
               (i32.const 2)
              )
             )
             (local.get $11)
            )
            (br_if $l7
             (i32.lt_s
              (local.tee $2
               (i32.add
                (local.get $2)
                (i32.const 1)
               )
              )
              (local.get $4)
             )
            )
           )
          )
         )
         (br_if $l9
          (i32.lt_s
           (local.tee $9
            (i32.add
             (local.get $9)
             (i32.const 1)
            )
           )
           (local.get $3)
          )
         )
        )
       )
      )
      (br_if $l11
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
   (local.get $10)
  )
  (i32.const 1)
 )
)
