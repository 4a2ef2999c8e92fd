;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (result i32)
  (local $11 f64)
  (local $12 f32)
  (local $13 f64)
  (local $14 f64)
  (local $15 f64)
  (local $16 f32)
  (local $17 f64)
  (local $18 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (local.tee $2
       (i32.and
        (f64.lt
         (f64.add
          (local.tee $11
           (f64.mul
            (local.tee $13
             (f64.convert_i32_s
              (i32.sub
               (local.get $1)
               (i32.const 1)
              )
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
           (local.get $11)
           (local.tee $15
            (f64.mul
             (local.tee $14
              (f64.convert_i32_s
               (local.get $0)
              )
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
        (local.tee $11
         (local.tee $15
          (f64.add
           (f64.max
            (local.get $11)
            (local.get $15)
           )
           (f64.const 0)
          )
         )
        )
        (f64.convert_i32_u
         (local.get $10)
        )
       )
       (f64.lt
        (local.get $11)
        (f64.const 2147483648)
       )
      )
     )
     (i32.and
      (i32.and
       (i32.and
        (f64.lt
         (f64.add
          (local.tee $13
           (f64.mul
            (local.get $13)
            (f64.const 3)
           )
          )
          (f64.const 2)
         )
         (f64.const 4503599627370496)
        )
        (f64.ge
         (f64.add
          (local.tee $14
           (f64.min
            (local.get $13)
            (local.tee $11
             (f64.mul
              (local.get $14)
              (f64.const 3)
             )
            )
           )
          )
          (f64.const 2)
         )
         (f64.const 0)
        )
       )
       (i32.and
        (f64.lt
         (local.tee $11
          (f64.add
           (local.tee $17
            (f64.max
             (local.get $11)
             (local.get $13)
            )
           )
           (f64.const 2)
          )
         )
         (local.tee $18
          (f64.convert_i32_u
           (local.get $8)
          )
         )
        )
        (f64.lt
         (local.get $11)
         (f64.const 2147483648)
        )
       )
      )
      (i32.and
       (i32.and
        (i32.and
         (f64.lt
          (f64.add
           (local.get $13)
           (f64.const 1)
          )
          (f64.const 4503599627370496)
         )
         (f64.ge
          (f64.add
           (local.get $14)
           (f64.const 1)
          )
          (f64.const 0)
         )
        )
        (i32.and
         (f64.gt
          (local.get $18)
          (local.tee $11
           (f64.add
            (local.get $17)
            (f64.const 1)
           )
          )
         )
         (f64.lt
          (local.get $11)
          (f64.const 2147483648)
         )
        )
       )
       (i32.and
        (i32.and
         (i32.and
          (f64.lt
           (f64.add
            (local.get $13)
            (f64.const 0)
           )
           (f64.const 4503599627370496)
          )
          (f64.ge
           (f64.add
            (local.get $14)
            (f64.const 0)
           )
           (f64.const 0)
          )
         )
         (i32.and
          (f64.gt
           (local.get $18)
           (local.tee $11
            (f64.add
             (local.get $17)
             (f64.const 0)
            )
           )
          )
          (f64.lt
           (local.get $11)
           (f64.const 2147483648)
          )
         )
        )
        (i32.and
         (local.get $2)
         (i32.and
          (f64.lt
           (local.tee $11
            (local.get $15)
           )
           (f64.convert_i32_u
            (local.get $6)
           )
          )
          (f64.lt
           (local.get $11)
           (f64.const 2147483648)
          )
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
        (f32.store
         (i32.add
          (local.tee $2
           (i32.mul
            (local.get $0)
            (i32.const 12)
           )
          )
          (local.get $7)
         )
         (f32.div
          (local.tee $12
           (f32.load
            (i32.add
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $5)
            )
           )
          )
          (f32.const 0)
         )
        )
        (f32.store
         (i32.add
          (local.tee $2
           (i32.add
            (local.get $2)
            (local.get $7)
           )
          )
          (i32.const 4)
         )
         (f32.mul
          (local.get $12)
          (f32.const inf)
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 8)
         )
         (f32.const nan:0x400000)
        )
        (i32.store
         (i32.add
          (local.get $3)
          (local.get $9)
         )
         (i32.add
          (i32.add
           (i32.add
            (f32.lt
             (local.get $12)
             (f32.const 1)
            )
            (select
             (i32.const 2)
             (i32.const 0)
             (f32.ge
              (local.get $12)
              (f32.const 1)
             )
            )
           )
           (select
            (i32.const 4)
            (i32.const 0)
            (f32.eq
             (local.get $12)
             (local.get $12)
            )
           )
          )
          (select
           (i32.const 8)
           (i32.const 0)
           (f32.ne
            (local.get $12)
            (f32.const 0)
           )
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
          (global.set $oob_index
           (local.get $0)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (local.set $16
         (f32.div
          (local.tee $12
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
          (f32.const 0)
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.mul
            (local.get $0)
            (i32.const 3)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner0)
         )
        )
        (f32.store
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $16)
        )
        (local.set $16
         (f32.mul
          (local.get $12)
          (f32.const inf)
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 1)
           )
          )
          (local.get $8)
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
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $16)
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 2)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 3)
          )
          (br $folding-inner0)
         )
        )
        (f32.store
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (f32.const nan:0x400000)
        )
        (local.set $2
         (i32.add
          (i32.add
           (i32.add
            (f32.lt
             (local.get $12)
             (f32.const 1)
            )
            (select
             (i32.const 2)
             (i32.const 0)
             (f32.ge
              (local.get $12)
              (f32.const 1)
             )
            )
           )
           (select
            (i32.const 4)
            (i32.const 0)
            (f32.eq
             (local.get $12)
             (local.get $12)
            )
           )
          )
          (select
           (i32.const 8)
           (i32.const 0)
           (f32.ne
            (local.get $12)
            (f32.const 0)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $10)
         )
         (then
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
        )
        (i32.store
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $2)
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
   (local.get $2)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (result i32)
  (local $11 f32)
  (local $12 f64)
  (local $13 f64)
  (local $14 f32)
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
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
           (f64.const 3)
          )
         )
         (f64.const 2)
        )
        (f64.const 4503599627370496)
       )
       (f64.ge
        (f64.add
         (local.tee $15
          (f64.min
           (local.get $13)
           (local.tee $12
            (f64.mul
             (f64.convert_i32_s
              (local.get $0)
             )
             (f64.const 3)
            )
           )
          )
         )
         (f64.const 2)
        )
        (f64.const 0)
       )
      )
      (i32.and
       (f64.lt
        (local.tee $12
         (f64.add
          (local.tee $16
           (f64.max
            (local.get $12)
            (local.get $13)
           )
          )
          (f64.const 2)
         )
        )
        (local.tee $17
         (f64.convert_i32_u
          (local.get $8)
         )
        )
       )
       (f64.lt
        (local.get $12)
        (f64.const 2147483648)
       )
      )
     )
     (i32.and
      (i32.and
       (i32.and
        (f64.lt
         (f64.add
          (local.get $13)
          (f64.const 1)
         )
         (f64.const 4503599627370496)
        )
        (f64.ge
         (f64.add
          (local.get $15)
          (f64.const 1)
         )
         (f64.const 0)
        )
       )
       (i32.and
        (f64.gt
         (local.get $17)
         (local.tee $12
          (f64.add
           (local.get $16)
           (f64.const 1)
          )
         )
        )
        (f64.lt
         (local.get $12)
         (f64.const 2147483648)
        )
       )
      )
      (i32.and
       (i32.and
        (f64.lt
         (f64.add
          (local.get $13)
          (f64.const 0)
         )
         (f64.const 4503599627370496)
        )
        (f64.ge
         (f64.add
          (local.get $15)
          (f64.const 0)
         )
         (f64.const 0)
        )
       )
       (i32.and
        (f64.gt
         (local.get $17)
         (local.tee $12
          (f64.add
           (local.get $16)
           (f64.const 0)
          )
         )
        )
        (f64.lt
         (local.get $12)
         (f64.const 2147483648)
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
        (f32.store
         (i32.add
          (local.tee $2
           (i32.mul
            (local.get $0)
            (i32.const 12)
           )
          )
          (local.get $7)
         )
         (f32.div
          (local.tee $11
           (f32.load
            (i32.add
             (local.get $5)
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
           )
          )
          (f32.const 0)
         )
        )
        (f32.store
         (i32.add
          (local.tee $2
           (i32.add
            (local.get $2)
            (local.get $7)
           )
          )
          (i32.const 4)
         )
         (f32.mul
          (local.get $11)
          (f32.const inf)
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 8)
         )
         (f32.const nan:0x400000)
        )
        (i32.store
         (i32.add
          (local.get $3)
          (local.get $9)
         )
         (i32.add
          (i32.add
           (i32.add
            (f32.lt
             (local.get $11)
             (f32.const 1)
            )
            (select
             (i32.const 2)
             (i32.const 0)
             (f32.ge
              (local.get $11)
              (f32.const 1)
             )
            )
           )
           (select
            (i32.const 4)
            (i32.const 0)
            (f32.eq
             (local.get $11)
             (local.get $11)
            )
           )
          )
          (select
           (i32.const 8)
           (i32.const 0)
           (f32.ne
            (local.get $11)
            (f32.const 0)
           )
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
        (local.set $14
         (f32.div
          (local.tee $11
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
          (f32.const 0)
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.mul
            (local.get $0)
            (i32.const 3)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner0)
         )
        )
        (f32.store
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $14)
        )
        (local.set $14
         (f32.mul
          (local.get $11)
          (f32.const inf)
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 1)
           )
          )
          (local.get $8)
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
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $14)
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 2)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 3)
          )
          (br $folding-inner0)
         )
        )
        (f32.store
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (f32.const nan:0x400000)
        )
        (i32.store
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (i32.add
          (i32.add
           (i32.add
            (f32.lt
             (local.get $11)
             (f32.const 1)
            )
            (select
             (i32.const 2)
             (i32.const 0)
             (f32.ge
              (local.get $11)
              (f32.const 1)
             )
            )
           )
           (select
            (i32.const 4)
            (i32.const 0)
            (f32.eq
             (local.get $11)
             (local.get $11)
            )
           )
          )
          (select
           (i32.const 8)
           (i32.const 0)
           (f32.ne
            (local.get $11)
            (f32.const 0)
           )
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
   (local.get $2)
  )
  (i32.const 1)
 )
)
