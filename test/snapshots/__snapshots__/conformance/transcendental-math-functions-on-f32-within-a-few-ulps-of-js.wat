;; ==== checked ====
(module
 (type $0 (func (param f64) (result f64)))
 (type $1 (func (param f64 f64) (result f64)))
 (type $2 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (import "math" "exp" (func $math_exp (param f64) (result f64)))
 (import "math" "log" (func $math_log (param f64) (result f64)))
 (import "math" "log2" (func $math_log2 (param f64) (result f64)))
 (import "math" "sin" (func $math_sin (param f64) (result f64)))
 (import "math" "cos" (func $math_cos (param f64) (result f64)))
 (import "math" "tan" (func $math_tan (param f64) (result f64)))
 (import "math" "pow" (func $math_pow (param f64 f64) (result f64)))
 (import "math" "atan2" (func $math_atan2 (param f64 f64) (result f64)))
 (import "math" "hypot" (func $math_hypot (param f64 f64) (result f64)))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 f32)
  (local $10 f32)
  (block $folding-inner0
   (loop $l2
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
      (local.set $9
       (f32.demote_f64
        (call $math_exp
         (f64.promote_f32
          (f32.mul
           (local.tee $10
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
           (f32.const 0.10000000149011612)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.mul
          (local.get $0)
          (i32.const 9)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_log
         (f64.promote_f32
          (f32.add
           (f32.abs
            (local.get $10)
           )
           (f32.const 1)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_log2
         (f64.promote_f32
          (f32.add
           (f32.abs
            (local.get $10)
           )
           (f32.const 1)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_pow
         (f64.promote_f32
          (f32.abs
           (local.get $10)
          )
         )
         (f64.const 1.5)
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 3)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 4)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_sin
         (f64.promote_f32
          (local.get $10)
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 4)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 5)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_cos
         (f64.promote_f32
          (f32.mul
           (local.get $10)
           (f32.const 3.1415927410125732)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 5)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 6)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_tan
         (f64.promote_f32
          (f32.mul
           (local.get $10)
           (f32.const 0.10000000149011612)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 6)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 7)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_atan2
         (f64.promote_f32
          (local.get $10)
         )
         (f64.const 2)
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 7)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 8)
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
       (local.get $9)
      )
      (local.set $10
       (f32.add
        (f32.demote_f64
         (call $math_hypot
          (f64.promote_f32
           (local.get $10)
          )
          (f64.const 3)
         )
        )
        (f32.demote_f64
         (call $math_pow
          (f64.promote_f32
           (f32.abs
            (local.get $10)
           )
          )
          (f64.const 2)
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 8)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 9)
        )
        (br $folding-inner0)
       )
       (else
        (f32.store
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $10)
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
 (type $0 (func (param f64) (result f64)))
 (type $1 (func (param f64 f64) (result f64)))
 (type $2 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (import "math" "exp" (func $math_exp (param f64) (result f64)))
 (import "math" "log" (func $math_log (param f64) (result f64)))
 (import "math" "log2" (func $math_log2 (param f64) (result f64)))
 (import "math" "sin" (func $math_sin (param f64) (result f64)))
 (import "math" "cos" (func $math_cos (param f64) (result f64)))
 (import "math" "tan" (func $math_tan (param f64) (result f64)))
 (import "math" "pow" (func $math_pow (param f64 f64) (result f64)))
 (import "math" "atan2" (func $math_atan2 (param f64 f64) (result f64)))
 (import "math" "hypot" (func $math_hypot (param f64 f64) (result f64)))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 f32)
  (local $10 f32)
  (block $folding-inner0
   (loop $l2
    (if
     (i32.lt_s
      (local.get $0)
      (local.get $1)
     )
     (then
      (local.set $9
       (f32.demote_f64
        (call $math_exp
         (f64.promote_f32
          (f32.mul
           (local.tee $10
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
           (f32.const 0.10000000149011612)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.mul
          (local.get $0)
          (i32.const 9)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_log
         (f64.promote_f32
          (f32.add
           (f32.abs
            (local.get $10)
           )
           (f32.const 1)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_log2
         (f64.promote_f32
          (f32.add
           (f32.abs
            (local.get $10)
           )
           (f32.const 1)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_pow
         (f64.promote_f32
          (f32.abs
           (local.get $10)
          )
         )
         (f64.const 1.5)
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 3)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 4)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_sin
         (f64.promote_f32
          (local.get $10)
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 4)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 5)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_cos
         (f64.promote_f32
          (f32.mul
           (local.get $10)
           (f32.const 3.1415927410125732)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 5)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 6)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_tan
         (f64.promote_f32
          (f32.mul
           (local.get $10)
           (f32.const 0.10000000149011612)
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 6)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 7)
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
       (local.get $9)
      )
      (local.set $9
       (f32.demote_f64
        (call $math_atan2
         (f64.promote_f32
          (local.get $10)
         )
         (f64.const 2)
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 7)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 8)
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
       (local.get $9)
      )
      (local.set $10
       (f32.add
        (f32.demote_f64
         (call $math_hypot
          (f64.promote_f32
           (local.get $10)
          )
          (f64.const 3)
         )
        )
        (f32.demote_f64
         (call $math_pow
          (f64.promote_f32
           (f32.abs
            (local.get $10)
           )
          )
          (f64.const 2)
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (i32.add
          (i32.mul
           (local.get $0)
           (i32.const 9)
          )
          (i32.const 8)
         )
        )
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 9)
        )
        (br $folding-inner0)
       )
       (else
        (f32.store
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $10)
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
