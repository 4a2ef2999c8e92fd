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
  (local $9 f32)
  (local $10 v128)
  (local $11 v128)
  (local $12 v128)
  (block $folding-inner2
   (block $folding-inner1
    (block $folding-inner0
     (if
      (i32.eqz
       (if (result i32)
        (i32.ge_s
         (i32.sub
          (local.get $1)
          (local.get $0)
         )
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
       (local.set $2
        (i32.sub
         (local.get $5)
         (i32.const 4)
        )
       )
       (loop $vl4
        (if
         (i32.and
          (i32.and
           (i32.lt_u
            (i32.sub
             (local.get $0)
             (i32.const 1)
            )
            (local.get $6)
           )
           (i32.lt_u
            (local.tee $4
             (i32.add
              (local.get $0)
              (i32.const 4)
             )
            )
            (local.get $6)
           )
          )
          (i32.and
           (i32.lt_u
            (local.get $0)
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
         )
         (then
          (v128.store align=4
           (i32.add
            (local.get $7)
            (local.tee $3
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
           (f32x4.add
            (f32x4.add
             (v128.bitselect
              (local.tee $11
               (v128.load align=4
                (local.tee $3
                 (i32.add
                  (local.get $2)
                  (local.get $3)
                 )
                )
               )
              )
              (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              (i32x4.gt_s
               (local.tee $10
                (i32x4.add
                 (i32x4.splat
                  (local.get $0)
                 )
                 (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
                )
               )
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              )
             )
             (v128.bitselect
              (local.tee $12
               (v128.load offset=8 align=4
                (local.get $3)
               )
              )
              (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              (v128.and
               (i32x4.lt_s
                (i32x4.add
                 (local.get $10)
                 (v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001)
                )
                (i32x4.splat
                 (local.get $6)
                )
               )
               (f32x4.gt
                (local.get $12)
                (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
               )
              )
             )
            )
            (f32x4.convert_i32x4_s
             (v128.bitselect
              (v128.const i32x4 0x000003e8 0x000003e8 0x000003e8 0x000003e8)
              (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              (v128.or
               (i32x4.eq
                (local.get $10)
                (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
               )
               (f32x4.lt
                (local.get $11)
                (v128.const i32x4 0xc2c80000 0xc2c80000 0xc2c80000 0xc2c80000)
               )
              )
             )
            )
           )
          )
          (local.set $0
           (local.get $4)
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
             (local.set $9
              (f32.add
               (f32.add
                (if (result f32)
                 (i32.gt_s
                  (local.get $0)
                  (i32.const 0)
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.tee $3
                     (i32.sub
                      (local.get $0)
                      (i32.const 1)
                     )
                    )
                    (local.get $6)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 0)
                    )
                    (br $folding-inner0)
                   )
                  )
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                 (else
                  (f32.const 0)
                 )
                )
                (if (result f32)
                 (if (result i32)
                  (i32.lt_s
                   (local.tee $3
                    (i32.add
                     (local.get $0)
                     (i32.const 1)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (if
                    (i32.ge_u
                     (local.get $3)
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 1)
                     )
                     (br $folding-inner0)
                    )
                   )
                   (f32.gt
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                    (f32.const 0)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.tee $3
                     (i32.add
                      (local.get $0)
                      (i32.const 1)
                     )
                    )
                    (local.get $6)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 2)
                    )
                    (br $folding-inner0)
                   )
                  )
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                 (else
                  (f32.const 0)
                 )
                )
               )
               (select
                (f32.const 1e3)
                (f32.const 0)
                (if (result i32)
                 (local.get $0)
                 (then
                  (if
                   (i32.ge_u
                    (local.tee $3
                     (i32.sub
                      (local.get $0)
                      (i32.const 1)
                     )
                    )
                    (local.get $6)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 3)
                    )
                    (br $folding-inner0)
                   )
                  )
                  (f32.lt
                   (f32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $3)
                      (i32.const 2)
                     )
                    )
                   )
                   (f32.const -100)
                  )
                 )
                 (else
                  (i32.const 1)
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
              (local.get $9)
             )
             (br_if $l2
              (i32.gt_s
               (local.get $4)
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
        (local.set $9
         (f32.add
          (f32.add
           (if (result f32)
            (i32.gt_s
             (local.get $0)
             (i32.const 0)
            )
            (then
             (if
              (i32.ge_u
               (local.tee $2
                (i32.sub
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (br $folding-inner2)
              )
             )
             (f32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
             )
            )
            (else
             (f32.const 0)
            )
           )
           (if (result f32)
            (if (result i32)
             (i32.lt_s
              (local.tee $2
               (i32.add
                (local.get $0)
                (i32.const 1)
               )
              )
              (local.get $6)
             )
             (then
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 1)
                )
                (br $folding-inner2)
               )
              )
              (f32.gt
               (f32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $2)
                  (i32.const 2)
                 )
                )
               )
               (f32.const 0)
              )
             )
             (else
              (i32.const 0)
             )
            )
            (then
             (if
              (i32.ge_u
               (local.tee $2
                (i32.add
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 2)
               )
               (br $folding-inner2)
              )
             )
             (f32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
             )
            )
            (else
             (f32.const 0)
            )
           )
          )
          (select
           (f32.const 1e3)
           (f32.const 0)
           (if (result i32)
            (local.get $0)
            (then
             (if
              (i32.ge_u
               (local.tee $2
                (i32.sub
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 3)
               )
               (br $folding-inner2)
              )
             )
             (f32.lt
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
              (f32.const -100)
             )
            )
            (else
             (i32.const 1)
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
         (local.get $9)
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
    (global.set $oob_index
     (local.get $3)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_site
    (i32.const 4)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 v128)
  (local $10 v128)
  (local $11 v128)
  (block $folding-inner1
   (block $folding-inner0
    (if
     (i32.eqz
      (if (result i32)
       (i32.ge_s
        (i32.sub
         (local.get $1)
         (local.get $0)
        )
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
      (local.set $2
       (i32.sub
        (local.get $5)
        (i32.const 4)
       )
      )
      (loop $vl4
       (if
        (i32.and
         (i32.lt_u
          (i32.sub
           (local.get $0)
           (i32.const 1)
          )
          (local.get $6)
         )
         (i32.lt_u
          (local.tee $4
           (i32.add
            (local.get $0)
            (i32.const 4)
           )
          )
          (local.get $6)
         )
        )
        (then
         (v128.store align=4
          (i32.add
           (local.get $7)
           (local.tee $3
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (f32x4.add
           (f32x4.add
            (v128.bitselect
             (local.tee $10
              (v128.load align=4
               (local.tee $3
                (i32.add
                 (local.get $2)
                 (local.get $3)
                )
               )
              )
             )
             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
             (i32x4.gt_s
              (local.tee $9
               (i32x4.add
                (i32x4.splat
                 (local.get $0)
                )
                (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
               )
              )
              (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
             )
            )
            (v128.bitselect
             (local.tee $11
              (v128.load offset=8 align=4
               (local.get $3)
              )
             )
             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
             (v128.and
              (i32x4.lt_s
               (i32x4.add
                (local.get $9)
                (v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001)
               )
               (i32x4.splat
                (local.get $6)
               )
              )
              (f32x4.gt
               (local.get $11)
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              )
             )
            )
           )
           (f32x4.convert_i32x4_s
            (v128.bitselect
             (v128.const i32x4 0x000003e8 0x000003e8 0x000003e8 0x000003e8)
             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
             (v128.or
              (i32x4.eq
               (local.get $9)
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              )
              (f32x4.lt
               (local.get $10)
               (v128.const i32x4 0xc2c80000 0xc2c80000 0xc2c80000 0xc2c80000)
              )
             )
            )
           )
          )
         )
         (local.set $0
          (local.get $4)
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
            (f32.store
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (f32.add
              (f32.add
               (if (result f32)
                (i32.gt_s
                 (local.get $0)
                 (i32.const 0)
                )
                (then
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.sub
                     (local.get $0)
                     (i32.const 1)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 0)
                   )
                   (br $folding-inner0)
                  )
                 )
                 (f32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $3)
                    (i32.const 2)
                   )
                  )
                 )
                )
                (else
                 (f32.const 0)
                )
               )
               (if (result f32)
                (if (result i32)
                 (i32.lt_s
                  (local.tee $3
                   (i32.add
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (local.get $6)
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.get $3)
                    (local.get $6)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 1)
                    )
                    (br $folding-inner0)
                   )
                  )
                  (f32.gt
                   (f32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $3)
                      (i32.const 2)
                     )
                    )
                   )
                   (f32.const 0)
                  )
                 )
                 (else
                  (i32.const 0)
                 )
                )
                (then
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (local.get $0)
                     (i32.const 1)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 2)
                   )
                   (br $folding-inner0)
                  )
                 )
                 (f32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $3)
                    (i32.const 2)
                   )
                  )
                 )
                )
                (else
                 (f32.const 0)
                )
               )
              )
              (select
               (f32.const 1e3)
               (f32.const 0)
               (if (result i32)
                (local.get $0)
                (then
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.sub
                     (local.get $0)
                     (i32.const 1)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 3)
                   )
                   (br $folding-inner0)
                  )
                 )
                 (f32.lt
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                  (f32.const -100)
                 )
                )
                (else
                 (i32.const 1)
                )
               )
              )
             )
            )
            (br_if $l2
             (i32.gt_s
              (local.get $4)
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
       (f32.store
        (i32.add
         (local.get $7)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (f32.add
         (f32.add
          (if (result f32)
           (i32.gt_s
            (local.get $0)
            (i32.const 0)
           )
           (then
            (if
             (i32.ge_u
              (local.tee $2
               (i32.sub
                (local.get $0)
                (i32.const 1)
               )
              )
              (local.get $6)
             )
             (then
              (global.set $oob_site
               (i32.const 0)
              )
              (br $folding-inner1)
             )
            )
            (f32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
            )
           )
           (else
            (f32.const 0)
           )
          )
          (if (result f32)
           (if (result i32)
            (i32.lt_s
             (local.tee $2
              (i32.add
               (local.get $0)
               (i32.const 1)
              )
             )
             (local.get $6)
            )
            (then
             (if
              (i32.ge_u
               (local.get $2)
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 1)
               )
               (br $folding-inner1)
              )
             )
             (f32.gt
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
              (f32.const 0)
             )
            )
            (else
             (i32.const 0)
            )
           )
           (then
            (if
             (i32.ge_u
              (local.tee $2
               (i32.add
                (local.get $0)
                (i32.const 1)
               )
              )
              (local.get $6)
             )
             (then
              (global.set $oob_site
               (i32.const 2)
              )
              (br $folding-inner1)
             )
            )
            (f32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
            )
           )
           (else
            (f32.const 0)
           )
          )
         )
         (select
          (f32.const 1e3)
          (f32.const 0)
          (if (result i32)
           (local.get $0)
           (then
            (if
             (i32.ge_u
              (local.tee $2
               (i32.sub
                (local.get $0)
                (i32.const 1)
               )
              )
              (local.get $6)
             )
             (then
              (global.set $oob_site
               (i32.const 3)
              )
              (br $folding-inner1)
             )
            )
            (f32.lt
             (f32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
             )
             (f32.const -100)
            )
           )
           (else
            (i32.const 1)
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
    (return
     (i32.const 0)
    )
   )
   (global.set $oob_index
    (local.get $3)
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
