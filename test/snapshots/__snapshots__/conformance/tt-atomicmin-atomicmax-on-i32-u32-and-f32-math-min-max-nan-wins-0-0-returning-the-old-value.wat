;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (result i32)
  (local $17 f64)
  (local $18 f32)
  (local $19 i32)
  (block $folding-inner0
   (loop $l12
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
      (local.set $18
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
      (if
       (i32.ge_u
        (local.tee $2
         (local.tee $3
          (i32.rem_s
           (local.get $0)
           (i32.const 8)
          )
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
      (local.set $2
       (i32.atomic.load
        (local.tee $4
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again2
       (br_if $cas_again2
        (i32.ne
         (local.get $2)
         (local.tee $2
          (i32.atomic.rmw.cmpxchg
           (local.get $4)
           (local.get $2)
           (i32.reinterpret_f32
            (f32.min
             (f32.reinterpret_i32
              (local.get $2)
             )
             (local.get $18)
            )
           )
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $2
         (local.get $3)
        )
        (local.get $10)
       )
       (then
        (global.set $oob_site
         (i32.const 2)
        )
        (br $folding-inner0)
       )
      )
      (local.set $3
       (i32.atomic.load
        (local.tee $4
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again4
       (br_if $cas_again4
        (i32.ne
         (local.get $3)
         (local.tee $3
          (i32.atomic.rmw.cmpxchg
           (local.get $4)
           (local.get $3)
           (i32.reinterpret_f32
            (f32.max
             (f32.reinterpret_i32
              (local.get $3)
             )
             (local.get $18)
            )
           )
          )
         )
        )
       )
      )
      (local.set $4
       (block $__inlined_func$toi32 (result i32)
        (drop
         (br_if $__inlined_func$toi32
          (i32.wrap_i64
           (i64.trunc_sat_f64_s
            (local.tee $17
             (f64.promote_f32
              (f32.mul
               (local.get $18)
               (f32.const 7)
              )
             )
            )
           )
          )
          (f64.lt
           (f64.abs
            (local.get $17)
           )
           (f64.const 9223372036854775808)
          )
         )
        )
        (drop
         (br_if $__inlined_func$toi32
          (i32.const 0)
          (f64.ne
           (f64.sub
            (local.get $17)
            (local.get $17)
           )
           (f64.const 0)
          )
         )
        )
        (i32.wrap_i64
         (i64.trunc_sat_f64_s
          (f64.sub
           (local.get $17)
           (f64.mul
            (f64.floor
             (f64.mul
              (local.get $17)
              (f64.const 2.3283064365386963e-10)
             )
            )
            (f64.const 4294967296)
           )
          )
         )
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
         (i32.const 3)
        )
        (br $folding-inner0)
       )
      )
      (local.set $3
       (i32.atomic.load
        (local.tee $19
         (i32.add
          (local.get $11)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again6
       (br_if $cas_again6
        (i32.ne
         (local.get $3)
         (local.tee $3
          (i32.atomic.rmw.cmpxchg
           (local.get $19)
           (local.get $3)
           (select
            (local.get $3)
            (local.get $4)
            (i32.lt_s
             (local.get $3)
             (local.get $4)
            )
           )
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.get $2)
        (local.get $14)
       )
       (then
        (global.set $oob_site
         (i32.const 4)
        )
        (br $folding-inner0)
       )
      )
      (local.set $3
       (i32.sub
        (i32.const 0)
        (local.get $0)
       )
      )
      (local.set $2
       (i32.atomic.load
        (local.tee $4
         (i32.add
          (local.get $13)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again8
       (br_if $cas_again8
        (i32.ne
         (local.get $2)
         (local.tee $2
          (i32.atomic.rmw.cmpxchg
           (local.get $4)
           (local.get $2)
           (select
            (local.get $2)
            (local.get $3)
            (i32.gt_u
             (local.get $2)
             (local.get $3)
            )
           )
          )
         )
        )
       )
      )
      (local.set $0
       (i32.eqz
        (block $cas_done9 (result i32)
         (if
          (i32.ge_u
           (local.tee $0
            (i32.add
             (local.tee $2
              (local.get $0)
             )
             (i32.const 8)
            )
           )
           (local.get $12)
          )
          (then
           (global.set $oob_site
            (i32.const 5)
           )
           (global.set $oob_index
            (local.get $0)
           )
           (return
            (i32.const 1)
           )
          )
         )
         (local.set $3
          (i32.atomic.load
           (local.tee $0
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
         )
         (loop $cas_again10
          (drop
           (br_if $cas_done9
            (local.get $3)
            (i32.eq
             (local.get $3)
             (local.tee $3
              (i32.atomic.rmw.cmpxchg
               (local.get $0)
               (local.get $3)
               (select
                (i32.const 5)
                (local.get $3)
                (i32.le_s
                 (local.get $3)
                 (i32.const 5)
                )
               )
              )
             )
            )
           )
          )
          (br $cas_again10)
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.get $2)
        (local.get $16)
       )
       (then
        (global.set $oob_site
         (i32.const 6)
        )
        (br $folding-inner0)
       )
       (else
        (i32.store
         (i32.add
          (local.get $15)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $0)
        )
        (local.set $0
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (br $l12)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (result i32)
  (local $17 f64)
  (local $18 f32)
  (local.set $4
   (local.get $0)
  )
  (block $folding-inner0
   (loop $l12
    (if
     (i32.gt_s
      (local.get $1)
      (local.get $4)
     )
     (then
      (local.set $18
       (f32.load
        (i32.add
         (local.get $5)
         (i32.shl
          (local.get $4)
          (i32.const 2)
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $0
         (local.tee $2
          (i32.rem_s
           (local.get $4)
           (i32.const 8)
          )
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
      (local.set $0
       (i32.atomic.load
        (local.tee $3
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again2
       (br_if $cas_again2
        (i32.ne
         (local.get $0)
         (local.tee $0
          (i32.atomic.rmw.cmpxchg
           (local.get $3)
           (local.get $0)
           (i32.reinterpret_f32
            (f32.min
             (f32.reinterpret_i32
              (local.get $0)
             )
             (local.get $18)
            )
           )
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.tee $0
         (local.get $2)
        )
        (local.get $10)
       )
       (then
        (global.set $oob_site
         (i32.const 2)
        )
        (br $folding-inner0)
       )
      )
      (local.set $2
       (i32.atomic.load
        (local.tee $3
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again4
       (br_if $cas_again4
        (i32.ne
         (local.get $2)
         (local.tee $2
          (i32.atomic.rmw.cmpxchg
           (local.get $3)
           (local.get $2)
           (i32.reinterpret_f32
            (f32.max
             (f32.reinterpret_i32
              (local.get $2)
             )
             (local.get $18)
            )
           )
          )
         )
        )
       )
      )
      (local.set $3
       (block $__inlined_func$toi32 (result i32)
        (drop
         (br_if $__inlined_func$toi32
          (i32.wrap_i64
           (i64.trunc_sat_f64_s
            (local.tee $17
             (f64.promote_f32
              (f32.mul
               (local.get $18)
               (f32.const 7)
              )
             )
            )
           )
          )
          (f64.lt
           (f64.abs
            (local.get $17)
           )
           (f64.const 9223372036854775808)
          )
         )
        )
        (drop
         (br_if $__inlined_func$toi32
          (i32.const 0)
          (f64.ne
           (f64.sub
            (local.get $17)
            (local.get $17)
           )
           (f64.const 0)
          )
         )
        )
        (i32.wrap_i64
         (i64.trunc_sat_f64_s
          (f64.sub
           (local.get $17)
           (f64.mul
            (f64.floor
             (f64.mul
              (local.get $17)
              (f64.const 2.3283064365386963e-10)
             )
            )
            (f64.const 4294967296)
           )
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.get $0)
        (local.get $12)
       )
       (then
        (global.set $oob_site
         (i32.const 3)
        )
        (br $folding-inner0)
       )
      )
      (local.set $2
       (i32.atomic.load
        (local.tee $6
         (i32.add
          (local.get $11)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again6
       (br_if $cas_again6
        (i32.ne
         (local.get $2)
         (local.tee $2
          (i32.atomic.rmw.cmpxchg
           (local.get $6)
           (local.get $2)
           (select
            (local.get $2)
            (local.get $3)
            (i32.lt_s
             (local.get $2)
             (local.get $3)
            )
           )
          )
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.get $0)
        (local.get $14)
       )
       (then
        (global.set $oob_site
         (i32.const 4)
        )
        (br $folding-inner0)
       )
      )
      (local.set $2
       (i32.sub
        (i32.const 0)
        (local.get $4)
       )
      )
      (local.set $0
       (i32.atomic.load
        (local.tee $3
         (i32.add
          (local.get $13)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
      )
      (loop $cas_again8
       (br_if $cas_again8
        (i32.ne
         (local.get $0)
         (local.tee $0
          (i32.atomic.rmw.cmpxchg
           (local.get $3)
           (local.get $0)
           (select
            (local.get $0)
            (local.get $2)
            (i32.gt_u
             (local.get $0)
             (local.get $2)
            )
           )
          )
         )
        )
       )
      )
      (i32.store
       (i32.add
        (local.get $15)
        (i32.shl
         (local.get $4)
         (i32.const 2)
        )
       )
       (i32.eqz
        (block $cas_done9 (result i32)
         (if
          (i32.ge_u
           (local.tee $0
            (i32.add
             (local.get $4)
             (i32.const 8)
            )
           )
           (local.get $12)
          )
          (then
           (global.set $oob_site
            (i32.const 5)
           )
           (br $folding-inner0)
          )
         )
         (local.set $0
          (i32.atomic.load
           (local.tee $2
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
         )
         (loop $cas_again10
          (drop
           (br_if $cas_done9
            (local.get $0)
            (i32.eq
             (local.get $0)
             (local.tee $0
              (i32.atomic.rmw.cmpxchg
               (local.get $2)
               (local.get $0)
               (select
                (i32.const 5)
                (local.get $0)
                (i32.le_s
                 (local.get $0)
                 (i32.const 5)
                )
               )
              )
             )
            )
           )
          )
          (br $cas_again10)
         )
        )
       )
      )
      (local.set $4
       (i32.add
        (local.get $4)
        (i32.const 1)
       )
      )
      (br $l12)
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
