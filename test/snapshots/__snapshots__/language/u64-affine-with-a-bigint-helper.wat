;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i64 i64) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i64) (param $8 i64) (result i32)
  (local $9 i64)
  (local $10 f64)
  (local $11 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (f64.lt
       (f64.add
        (local.tee $10
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
         (local.get $10)
         (local.tee $11
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
     (i32.and
      (f64.lt
       (local.tee $10
        (f64.add
         (f64.max
          (local.get $10)
          (local.get $11)
         )
         (f64.const 0)
        )
       )
       (f64.const 2147483648)
      )
      (f64.lt
       (local.get $10)
       (f64.convert_i32_u
        (local.get $6)
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
        (if
         (i64.ne
          (local.tee $9
           (i64.load
            (local.tee $2
             (i32.add
              (i32.shl
               (local.get $0)
               (i32.const 3)
              )
              (local.get $5)
             )
            )
           )
          )
          (i64.const 0)
         )
         (then
          (i64.store
           (local.get $2)
           (i64.add
            (i64.mul
             (local.get $7)
             (local.get $9)
            )
            (local.get $8)
           )
          )
         )
         (else
          (i64.store
           (i32.add
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
            (local.get $5)
           )
           (i64.and
            (i64.sub
             (local.get $9)
             (local.get $8)
            )
            (i64.const 65535)
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
          (br $folding-inner0)
         )
        )
        (if
         (i64.ne
          (local.tee $9
           (i64.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $0)
              (i32.const 3)
             )
            )
           )
          )
          (i64.const 0)
         )
         (then
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 1)
            )
            (br $folding-inner0)
           )
          )
          (i64.store
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
           )
           (i64.add
            (i64.mul
             (local.get $7)
             (local.get $9)
            )
            (local.get $8)
           )
          )
         )
         (else
          (local.set $9
           (i64.and
            (i64.sub
             (local.get $9)
             (local.get $8)
            )
            (i64.const 65535)
           )
          )
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 2)
            )
            (br $folding-inner0)
           )
          )
          (i64.store
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
           )
           (local.get $9)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i64 i64) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i64) (param $8 i64) (result i32)
  (local $9 i64)
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l2
     (if
      (i64.ne
       (local.tee $9
        (i64.load
         (local.tee $2
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $0)
            (i32.const 3)
           )
          )
         )
        )
       )
       (i64.const 0)
      )
      (then
       (i64.store
        (local.get $2)
        (i64.add
         (i64.mul
          (local.get $7)
          (local.get $9)
         )
         (local.get $8)
        )
       )
      )
      (else
       (i64.store
        (i32.add
         (local.get $5)
         (i32.shl
          (local.get $0)
          (i32.const 3)
         )
        )
        (i64.and
         (i64.sub
          (local.get $9)
          (local.get $8)
         )
         (i64.const 65535)
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
  (i32.const 0)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i64 i64 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i64) (param $8 i64) (param $9 i32) (result i32)
  (local $10 i64)
  (local $11 f64)
  (local $12 f64)
  (local $13 f64)
  (local $14 f64)
  (local $15 f64)
  (local.set $12
   (f64.add
    (local.tee $14
     (f64.add
      (local.tee $13
       (f64.mul
        (f64.convert_i32_s
         (local.get $9)
        )
        (f64.const 1)
       )
      )
      (f64.const 0)
     )
    )
    (f64.max
     (local.tee $15
      (f64.mul
       (f64.convert_i32_s
        (local.get $0)
       )
       (f64.const 1)
      )
     )
     (local.tee $11
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
    )
   )
  )
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (f64.lt
       (f64.add
        (f64.add
         (f64.abs
          (local.get $13)
         )
         (f64.const 0)
        )
        (local.get $11)
       )
       (f64.const 4503599627370496)
      )
      (f64.ge
       (f64.add
        (local.get $14)
        (f64.min
         (local.get $11)
         (local.get $15)
        )
       )
       (f64.const 0)
      )
     )
     (i32.and
      (f64.lt
       (local.get $12)
       (f64.const 2147483648)
      )
      (f64.lt
       (local.get $12)
       (f64.convert_i32_u
        (local.get $6)
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
       (local.set $2
        (i32.add
         (local.get $5)
         (i32.shl
          (local.get $9)
          (i32.const 3)
         )
        )
       )
       (loop $l5
        (if
         (i64.ne
          (local.tee $10
           (i64.load
            (local.tee $3
             (i32.add
              (i32.shl
               (local.get $0)
               (i32.const 3)
              )
              (local.get $2)
             )
            )
           )
          )
          (i64.const 0)
         )
         (then
          (i64.store
           (local.get $3)
           (i64.add
            (i64.mul
             (local.get $7)
             (local.get $10)
            )
            (local.get $8)
           )
          )
         )
         (else
          (i64.store
           (i32.add
            (i32.shl
             (local.get $0)
             (i32.const 3)
            )
            (local.get $2)
           )
           (i64.and
            (i64.sub
             (local.get $10)
             (local.get $8)
            )
            (i64.const 65535)
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
          (local.tee $2
           (i32.add
            (local.get $0)
            (local.get $9)
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
        (if
         (i64.ne
          (local.tee $10
           (i64.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $2)
              (i32.const 3)
             )
            )
           )
          )
          (i64.const 0)
         )
         (then
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (local.get $0)
              (local.get $9)
             )
            )
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 1)
            )
            (br $folding-inner0)
           )
          )
          (i64.store
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $2)
             (i32.const 3)
            )
           )
           (i64.add
            (i64.mul
             (local.get $7)
             (local.get $10)
            )
            (local.get $8)
           )
          )
         )
         (else
          (local.set $10
           (i64.and
            (i64.sub
             (local.get $10)
             (local.get $8)
            )
            (i64.const 65535)
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (local.get $0)
              (local.get $9)
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
          (i64.store
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $2)
             (i32.const 3)
            )
           )
           (local.get $10)
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
