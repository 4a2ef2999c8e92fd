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
           (local.get $6)
          )
          (i32.lt_u
           (local.tee $2
            (i32.add
             (local.get $0)
             (i32.const 3)
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
           (local.get $2)
           (local.get $8)
          )
         )
        )
        (then
         (v128.store align=4
          (i32.add
           (local.get $5)
           (local.tee $2
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (v128.const i32x4 0xff800000 0xff800000 0xff800000 0xff800000)
         )
         (v128.store align=4
          (i32.add
           (local.get $2)
           (local.get $7)
          )
          (v128.bitselect
           (v128.const i32x4 0x80000000 0x80000000 0x80000000 0x80000000)
           (v128.const i32x4 0xff800000 0xff800000 0xff800000 0xff800000)
           (i32x4.gt_s
            (i32x4.add
             (i32x4.splat
              (local.get $0)
             )
             (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
            )
            (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
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
              (local.get $6)
             )
             (then
              (br $folding-inner0)
             )
            )
            (f32.store
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (f32.const -inf)
            )
            (local.set $9
             (select
              (f32.const -0)
              (f32.const -inf)
              (i32.gt_s
               (local.get $0)
               (i32.const 0)
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
             (else
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
         (local.get $6)
        )
        (then
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $5)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (f32.const -inf)
       )
       (local.set $9
        (select
         (f32.const -0)
         (f32.const -inf)
         (i32.gt_s
          (local.get $0)
          (i32.const 0)
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
        (else
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
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
       (local.get $5)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (v128.const i32x4 0xff800000 0xff800000 0xff800000 0xff800000)
     )
     (v128.store align=4
      (i32.add
       (local.get $2)
       (local.get $7)
      )
      (v128.bitselect
       (v128.const i32x4 0x80000000 0x80000000 0x80000000 0x80000000)
       (v128.const i32x4 0xff800000 0xff800000 0xff800000 0xff800000)
       (i32x4.gt_s
        (i32x4.add
         (i32x4.splat
          (local.get $0)
         )
         (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
        )
        (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
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
     (f32.store
      (i32.add
       (local.get $5)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (f32.const -inf)
     )
     (f32.store
      (i32.add
       (local.get $2)
       (local.get $7)
      )
      (select
       (f32.const -0)
       (f32.const -inf)
       (i32.gt_s
        (local.get $0)
        (i32.const 0)
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
