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
  (local $10 v128)
  (local $11 v128)
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
          (i32.lt_u
           (local.get $0)
           (local.get $7)
          )
          (i32.lt_u
           (local.tee $2
            (i32.add
             (local.get $0)
             (i32.const 3)
            )
           )
           (local.get $7)
          )
         )
         (i32.and
          (i32.lt_u
           (local.get $0)
           (local.get $9)
          )
          (i32.lt_u
           (local.get $2)
           (local.get $9)
          )
         )
        )
        (then
         (v128.store align=4
          (i32.add
           (local.get $6)
           (local.tee $2
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (local.tee $10
           (v128.xor
            (local.tee $10
             (i32x4.mul
              (v128.xor
               (local.tee $10
                (i32x4.mul
                 (v128.xor
                  (local.tee $10
                   (v128.xor
                    (i32x4.splat
                     (local.get $5)
                    )
                    (i32x4.add
                     (i32x4.splat
                      (local.get $0)
                     )
                     (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
                    )
                   )
                  )
                  (i32x4.shr_u
                   (local.get $10)
                   (i32.const 16)
                  )
                 )
                 (v128.const i32x4 0x85ebca6b 0x85ebca6b 0x85ebca6b 0x85ebca6b)
                )
               )
               (i32x4.shr_u
                (local.get $10)
                (i32.const 13)
               )
              )
              (v128.const i32x4 0xc2b2ae35 0xc2b2ae35 0xc2b2ae35 0xc2b2ae35)
             )
            )
            (i32x4.shr_u
             (local.get $10)
             (i32.const 16)
            )
           )
          )
         )
         (v128.store align=4
          (i32.add
           (local.get $2)
           (local.get $8)
          )
          (local.tee $11
           (i32x4.replace_lane 3
            (i32x4.replace_lane 2
             (i32x4.replace_lane 1
              (i32x4.replace_lane 0
               (local.get $11)
               (i32.clz
                (i32x4.extract_lane 0
                 (local.get $10)
                )
               )
              )
              (i32.clz
               (i32x4.extract_lane 1
                (local.get $10)
               )
              )
             )
             (i32.clz
              (i32x4.extract_lane 2
               (local.get $10)
              )
             )
            )
            (i32.clz
             (i32x4.extract_lane 3
              (local.get $10)
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
         (if
          (i32.gt_s
           (local.tee $2
            (i32.add
             (local.get $0)
             (i32.const 4)
            )
           )
           (local.get $0)
          )
          (then
           (loop $l2
            (local.set $3
             (i32.xor
              (i32.shr_u
               (local.tee $3
                (i32.mul
                 (i32.xor
                  (i32.shr_u
                   (local.tee $3
                    (i32.mul
                     (i32.xor
                      (i32.shr_u
                       (local.tee $3
                        (i32.xor
                         (local.get $0)
                         (local.get $5)
                        )
                       )
                       (i32.const 16)
                      )
                      (local.get $3)
                     )
                     (i32.const -2048144789)
                    )
                   )
                   (i32.const 13)
                  )
                  (local.get $3)
                 )
                 (i32.const -1028477387)
                )
               )
               (i32.const 16)
              )
              (local.get $3)
             )
            )
            (if
             (i32.ge_u
              (local.get $0)
              (local.get $7)
             )
             (then
              (br $folding-inner0)
             )
            )
            (i32.store
             (i32.add
              (local.get $6)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $3)
            )
            (local.set $3
             (i32.clz
              (local.get $3)
             )
            )
            (if
             (i32.ge_u
              (local.get $0)
              (local.get $9)
             )
             (then
              (br $folding-inner1)
             )
            )
            (i32.store
             (i32.add
              (local.get $8)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $3)
            )
            (br_if $l2
             (i32.gt_s
              (local.get $2)
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
        (i32.xor
         (i32.shr_u
          (local.tee $2
           (i32.mul
            (i32.xor
             (i32.shr_u
              (local.tee $2
               (i32.mul
                (i32.xor
                 (i32.shr_u
                  (local.tee $2
                   (i32.xor
                    (local.get $0)
                    (local.get $5)
                   )
                  )
                  (i32.const 16)
                 )
                 (local.get $2)
                )
                (i32.const -2048144789)
               )
              )
              (i32.const 13)
             )
             (local.get $2)
            )
            (i32.const -1028477387)
           )
          )
          (i32.const 16)
         )
         (local.get $2)
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (local.get $7)
        )
        (then
         (br $folding-inner0)
        )
       )
       (i32.store
        (i32.add
         (local.get $6)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (local.get $2)
       )
       (local.set $2
        (i32.clz
         (local.get $2)
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (local.get $9)
        )
        (then
         (br $folding-inner1)
        )
       )
       (i32.store
        (i32.add
         (local.get $8)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (local.get $2)
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
    (return
     (i32.const 0)
    )
   )
   (global.set $oob_site
    (i32.const 0)
   )
   (global.set $oob_index
    (local.get $0)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_site
   (i32.const 1)
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
  (local $11 v128)
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
     (v128.store align=4
      (i32.add
       (local.get $6)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (local.tee $10
       (v128.xor
        (local.tee $10
         (i32x4.mul
          (v128.xor
           (local.tee $10
            (i32x4.mul
             (v128.xor
              (local.tee $10
               (v128.xor
                (i32x4.splat
                 (local.get $5)
                )
                (i32x4.add
                 (i32x4.splat
                  (local.get $0)
                 )
                 (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
                )
               )
              )
              (i32x4.shr_u
               (local.get $10)
               (i32.const 16)
              )
             )
             (v128.const i32x4 0x85ebca6b 0x85ebca6b 0x85ebca6b 0x85ebca6b)
            )
           )
           (i32x4.shr_u
            (local.get $10)
            (i32.const 13)
           )
          )
          (v128.const i32x4 0xc2b2ae35 0xc2b2ae35 0xc2b2ae35 0xc2b2ae35)
         )
        )
        (i32x4.shr_u
         (local.get $10)
         (i32.const 16)
        )
       )
      )
     )
     (v128.store align=4
      (i32.add
       (local.get $2)
       (local.get $8)
      )
      (local.tee $11
       (i32x4.replace_lane 3
        (i32x4.replace_lane 2
         (i32x4.replace_lane 1
          (i32x4.replace_lane 0
           (local.get $11)
           (i32.clz
            (i32x4.extract_lane 0
             (local.get $10)
            )
           )
          )
          (i32.clz
           (i32x4.extract_lane 1
            (local.get $10)
           )
          )
         )
         (i32.clz
          (i32x4.extract_lane 2
           (local.get $10)
          )
         )
        )
        (i32.clz
         (i32x4.extract_lane 3
          (local.get $10)
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
     (i32.store
      (i32.add
       (local.get $6)
       (local.tee $3
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (local.tee $2
       (i32.xor
        (i32.shr_u
         (local.tee $2
          (i32.mul
           (i32.xor
            (i32.shr_u
             (local.tee $2
              (i32.mul
               (i32.xor
                (i32.shr_u
                 (local.tee $2
                  (i32.xor
                   (local.get $0)
                   (local.get $5)
                  )
                 )
                 (i32.const 16)
                )
                (local.get $2)
               )
               (i32.const -2048144789)
              )
             )
             (i32.const 13)
            )
            (local.get $2)
           )
           (i32.const -1028477387)
          )
         )
         (i32.const 16)
        )
        (local.get $2)
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $3)
       (local.get $8)
      )
      (i32.clz
       (local.get $2)
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
