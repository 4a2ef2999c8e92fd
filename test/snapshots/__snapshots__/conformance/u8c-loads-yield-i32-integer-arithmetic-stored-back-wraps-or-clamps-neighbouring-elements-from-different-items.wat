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
  (local $13 f64)
  (local $14 f32)
  (local $15 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (local.tee $2
       (i32.and
        (f64.lt
         (f64.add
          (local.tee $13
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
           (local.get $13)
           (local.tee $15
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
        (local.tee $13
         (f64.add
          (f64.max
           (local.get $13)
           (local.get $15)
          )
          (f64.const 0)
         )
        )
        (f64.convert_i32_u
         (local.get $8)
        )
       )
       (f64.lt
        (local.get $13)
        (f64.const 2147483648)
       )
      )
     )
     (i32.and
      (i32.and
       (i32.and
        (f64.lt
         (local.get $13)
         (f64.const 2147483648)
        )
        (f64.gt
         (f64.convert_i32_u
          (local.get $12)
         )
         (local.get $13)
        )
       )
       (local.get $2)
      )
      (i32.and
       (local.get $2)
       (i32.and
        (f64.lt
         (local.get $13)
         (f64.const 2147483648)
        )
        (f64.gt
         (f64.convert_i32_u
          (local.get $6)
         )
         (local.get $13)
        )
       )
      )
     )
    )
    (then
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l5
        (local.set $2
         (i32.load8_u
          (i32.add
           (local.get $0)
           (local.get $5)
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $3
           (if (result i32)
            (local.get $10)
            (then
             (i32.rem_s
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (local.get $10)
             )
            )
            (else
             (i32.const 0)
            )
           )
          )
          (local.get $10)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (global.set $oob_index
           (local.get $3)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (i32.store
         (i32.add
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
          (local.get $11)
         )
         (i32.add
          (i32.load8_u
           (i32.add
            (local.get $3)
            (local.get $9)
           )
          )
          (local.tee $3
           (i32.mul
            (local.get $2)
            (i32.const 3)
           )
          )
         )
        )
        (i32.store8
         (i32.add
          (local.get $0)
          (local.get $7)
         )
         (select
          (select
           (i32.const 255)
           (local.tee $3
            (i32.sub
             (local.get $3)
             (i32.const 200)
            )
           )
           (i32.gt_u
            (local.get $3)
            (i32.const 255)
           )
          )
          (i32.const 0)
          (i32.ge_s
           (local.get $3)
           (i32.const 0)
          )
         )
        )
        (i32.store8
         (i32.add
          (local.get $0)
          (local.get $5)
         )
         (if (result i32)
          (f32.gt
           (local.tee $14
            (f32.mul
             (f32.convert_i32_s
              (i32.add
               (local.get $2)
               (i32.const 1)
              )
             )
             (f32.const 0.5)
            )
           )
           (f32.const 0)
          )
          (then
           (if (result i32)
            (f32.ge
             (local.get $14)
             (f32.const 255)
            )
            (then
             (i32.const 255)
            )
            (else
             (i32.trunc_f32_u
              (f32.nearest
               (local.get $14)
              )
             )
            )
           )
          )
          (else
           (i32.const 0)
          )
         )
        )
        (br_if $l5
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
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l2
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $6)
         )
         (then
          (global.set $oob_site
           (i32.const 0)
          )
          (br $folding-inner0)
         )
        )
        (local.set $3
         (i32.load8_u
          (i32.add
           (local.get $0)
           (local.get $5)
          )
         )
        )
        (local.set $2
         (local.get $0)
        )
        (if
         (i32.ge_u
          (local.tee $4
           (if (result i32)
            (local.get $10)
            (then
             (i32.rem_s
              (i32.mul
               (local.get $0)
               (i32.const 7)
              )
              (local.get $10)
             )
            )
            (else
             (i32.const 0)
            )
           )
          )
          (local.get $10)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (global.set $oob_index
           (local.get $4)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (local.set $4
         (i32.add
          (i32.load8_u
           (i32.add
            (local.get $4)
            (local.get $9)
           )
          )
          (i32.mul
           (local.get $3)
           (i32.const 3)
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $2)
          (local.get $12)
         )
         (then
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
        )
        (i32.store
         (i32.add
          (local.get $11)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $4)
        )
        (local.set $2
         (i32.sub
          (i32.mul
           (local.get $3)
           (i32.const 3)
          )
          (i32.const 200)
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 3)
          )
          (br $folding-inner0)
         )
        )
        (i32.store8
         (i32.add
          (local.get $0)
          (local.get $7)
         )
         (select
          (select
           (i32.const 255)
           (local.get $2)
           (i32.gt_u
            (local.get $2)
            (i32.const 255)
           )
          )
          (i32.const 0)
          (i32.ge_s
           (local.get $2)
           (i32.const 0)
          )
         )
        )
        (local.set $14
         (f32.mul
          (f32.convert_i32_s
           (i32.add
            (local.get $3)
            (i32.const 1)
           )
          )
          (f32.const 0.5)
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $6)
         )
         (then
          (global.set $oob_site
           (i32.const 4)
          )
          (br $folding-inner0)
         )
        )
        (i32.store8
         (i32.add
          (local.get $0)
          (local.get $5)
         )
         (if (result i32)
          (f32.gt
           (local.get $14)
           (f32.const 0)
          )
          (then
           (if (result i32)
            (f32.ge
             (local.get $14)
             (f32.const 255)
            )
            (then
             (i32.const 255)
            )
            (else
             (i32.trunc_f32_u
              (f32.nearest
               (local.get $14)
              )
             )
            )
           )
          )
          (else
           (i32.const 0)
          )
         )
        )
        (br_if $l2
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
   )
   (return
    (i32.const 0)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 f32)
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l2
     (local.set $2
      (i32.load8_u
       (i32.add
        (local.get $0)
        (local.get $5)
       )
      )
     )
     (if
      (i32.ge_u
       (local.tee $3
        (if (result i32)
         (local.get $10)
         (then
          (i32.rem_s
           (i32.mul
            (local.get $0)
            (i32.const 7)
           )
           (local.get $10)
          )
         )
         (else
          (i32.const 0)
         )
        )
       )
       (local.get $10)
      )
      (then
       (global.set $oob_site
        (i32.const 1)
       )
       (global.set $oob_index
        (local.get $3)
       )
       (return
        (i32.const 1)
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $11)
       (i32.shl
        (local.get $0)
        (i32.const 2)
       )
      )
      (i32.add
       (i32.load8_u
        (i32.add
         (local.get $3)
         (local.get $9)
        )
       )
       (local.tee $3
        (i32.mul
         (local.get $2)
         (i32.const 3)
        )
       )
      )
     )
     (i32.store8
      (i32.add
       (local.get $0)
       (local.get $7)
      )
      (select
       (select
        (i32.const 255)
        (local.tee $3
         (i32.sub
          (local.get $3)
          (i32.const 200)
         )
        )
        (i32.gt_u
         (local.get $3)
         (i32.const 255)
        )
       )
       (i32.const 0)
       (i32.ge_s
        (local.get $3)
        (i32.const 0)
       )
      )
     )
     (i32.store8
      (i32.add
       (local.get $0)
       (local.get $5)
      )
      (if (result i32)
       (f32.gt
        (local.tee $13
         (f32.mul
          (f32.convert_i32_s
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
          (f32.const 0.5)
         )
        )
        (f32.const 0)
       )
       (then
        (if (result i32)
         (f32.ge
          (local.get $13)
          (f32.const 255)
         )
         (then
          (i32.const 255)
         )
         (else
          (i32.trunc_f32_u
           (f32.nearest
            (local.get $13)
           )
          )
         )
        )
       )
       (else
        (i32.const 0)
       )
      )
     )
     (br_if $l2
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
