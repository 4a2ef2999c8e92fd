;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 f64)
  (local $17 f64)
  (local $18 f32)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (local.tee $2
       (i32.and
        (f64.lt
         (f64.add
          (local.tee $17
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
           (local.get $17)
           (local.tee $16
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
        (local.tee $16
         (f64.add
          (f64.max
           (local.get $16)
           (local.get $17)
          )
          (f64.const 0)
         )
        )
        (f64.convert_i32_u
         (local.get $13)
        )
       )
       (f64.lt
        (local.get $16)
        (f64.const 2147483648)
       )
      )
     )
     (i32.and
      (i32.and
       (i32.and
        (f64.lt
         (local.get $16)
         (f64.const 2147483648)
        )
        (f64.gt
         (f64.convert_i32_u
          (local.get $15)
         )
         (local.get $16)
        )
       )
       (local.get $2)
      )
      (i32.and
       (i32.and
        (i32.and
         (f64.lt
          (local.get $16)
          (f64.const 2147483648)
         )
         (f64.gt
          (f64.convert_i32_u
           (local.get $11)
          )
          (local.get $16)
         )
        )
        (local.get $2)
       )
       (i32.and
        (local.get $2)
        (i32.and
         (f64.lt
          (local.get $16)
          (f64.const 2147483648)
         )
         (f64.gt
          (f64.convert_i32_u
           (local.get $8)
          )
          (local.get $16)
         )
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
         (i32.mul
          (i32.xor
           (local.get $9)
           (i32.load
            (i32.add
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $7)
            )
           )
          )
          (i32.const -1640531535)
         )
        )
        (i32.store
         (i32.add
          (local.get $3)
          (local.get $10)
         )
         (i32.rem_u
          (local.get $2)
          (i32.const 1000)
         )
        )
        (f32.store
         (i32.add
          (local.get $3)
          (local.get $14)
         )
         (f32.mul
          (f32.convert_i32_u
           (local.get $2)
          )
          (f32.const 2.3283064365386963e-10)
         )
        )
        (if
         (i32.gt_u
          (local.get $2)
          (i32.const 2147483647)
         )
         (then
          (i32.store
           (i32.add
            (local.get $3)
            (local.get $12)
           )
           (i32.const 1)
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
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 0)
          )
          (br $folding-inner0)
         )
        )
        (local.set $4
         (i32.rem_u
          (local.tee $3
           (i32.mul
            (i32.xor
             (local.get $9)
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
            (i32.const -1640531535)
           )
          )
          (i32.const 1000)
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (local.get $0)
          )
          (local.get $11)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner0)
         )
        )
        (i32.store
         (i32.add
          (local.get $10)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $4)
        )
        (local.set $18
         (f32.mul
          (f32.convert_i32_u
           (local.get $3)
          )
          (f32.const 2.3283064365386963e-10)
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $15)
         )
         (then
          (global.set $oob_site
           (i32.const 2)
          )
          (br $folding-inner0)
         )
        )
        (f32.store
         (i32.add
          (local.get $14)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $18)
        )
        (if
         (i32.gt_u
          (local.get $3)
          (i32.const 2147483647)
         )
         (then
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $13)
           )
           (then
            (global.set $oob_site
             (i32.const 3)
            )
            (br $folding-inner0)
           )
          )
          (i32.store
           (i32.add
            (local.get $12)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
           (i32.const 1)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l2
     (local.set $2
      (i32.mul
       (i32.xor
        (local.get $9)
        (i32.load
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
       )
       (i32.const -1640531535)
      )
     )
     (i32.store
      (i32.add
       (local.get $3)
       (local.get $10)
      )
      (i32.rem_u
       (local.get $2)
       (i32.const 1000)
      )
     )
     (f32.store
      (i32.add
       (local.get $3)
       (local.get $14)
      )
      (f32.mul
       (f32.convert_i32_u
        (local.get $2)
       )
       (f32.const 2.3283064365386963e-10)
      )
     )
     (if
      (i32.gt_u
       (local.get $2)
       (i32.const 2147483647)
      )
      (then
       (i32.store
        (i32.add
         (local.get $3)
         (local.get $12)
        )
        (i32.const 1)
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
