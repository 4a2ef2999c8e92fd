;; ==== checked ====
(module
 (type $0 (func (param f64) (result i32)))
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $toi32 (param $0 f64) (result i32)
  (if
   (f64.lt
    (f64.abs
     (local.get $0)
    )
    (f64.const 9223372036854775808)
   )
   (then
    (return
     (i32.wrap_i64
      (i64.trunc_sat_f64_s
       (local.get $0)
      )
     )
    )
   )
  )
  (if
   (f64.ne
    (f64.sub
     (local.get $0)
     (local.get $0)
    )
    (f64.const 0)
   )
   (then
    (return
     (i32.const 0)
    )
   )
  )
  (i32.wrap_i64
   (i64.trunc_sat_f64_s
    (f64.sub
     (local.get $0)
     (f64.mul
      (f64.floor
       (f64.mul
        (local.get $0)
        (f64.const 2.3283064365386963e-10)
       )
      )
      (f64.const 4294967296)
     )
    )
   )
  )
 )
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (result i32)
  (local $17 f64)
  (local $18 f32)
  (local $19 f32)
  (local $20 i32)
  (local $21 f64)
  (local $22 f64)
  (local $23 f64)
  (block $folding-inner4
   (block $folding-inner3
    (block $folding-inner2
     (block $folding-inner1
      (block $folding-inner0
       (if
        (i32.and
         (i32.and
          (i32.and
           (f64.lt
            (f64.add
             (local.tee $21
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
             (f64.const 8)
            )
            (f64.const 4503599627370496)
           )
           (f64.ge
            (f64.add
             (local.tee $22
              (f64.min
               (local.get $21)
               (local.tee $17
                (f64.mul
                 (f64.convert_i32_s
                  (local.get $0)
                 )
                 (f64.const 1)
                )
               )
              )
             )
             (f64.const 8)
            )
            (f64.const 0)
           )
          )
          (i32.and
           (f64.lt
            (local.tee $17
             (f64.add
              (local.tee $23
               (f64.max
                (local.get $17)
                (local.get $21)
               )
              )
              (f64.const 8)
             )
            )
            (f64.convert_i32_u
             (local.get $12)
            )
           )
           (f64.lt
            (local.get $17)
            (f64.const 2147483648)
           )
          )
         )
         (i32.and
          (i32.and
           (local.tee $2
            (i32.and
             (f64.lt
              (f64.add
               (local.get $21)
               (f64.const 0)
              )
              (f64.const 4503599627370496)
             )
             (f64.ge
              (f64.add
               (local.get $22)
               (f64.const 0)
              )
              (f64.const 0)
             )
            )
           )
           (i32.and
            (f64.lt
             (local.tee $17
              (f64.add
               (local.get $23)
               (f64.const 0)
              )
             )
             (f64.convert_i32_u
              (local.get $16)
             )
            )
            (f64.lt
             (local.get $17)
             (f64.const 2147483648)
            )
           )
          )
          (i32.and
           (local.get $2)
           (i32.and
            (f64.lt
             (local.get $17)
             (f64.const 2147483648)
            )
            (f64.gt
             (f64.convert_i32_u
              (local.get $6)
             )
             (local.get $17)
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
           (loop $l25
            (local.set $18
             (f32.load
              (i32.add
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
               (local.get $5)
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (local.tee $4
                (i32.rem_s
                 (local.get $0)
                 (i32.const 8)
                )
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner0)
             )
            )
            (local.set $2
             (i32.atomic.load
              (local.tee $6
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
            (loop $cas_again15
             (block $cas_done14
              (local.set $3
               (i32.atomic.rmw.cmpxchg
                (local.get $6)
                (local.get $2)
                (i32.reinterpret_f32
                 (f32.min
                  (local.tee $19
                   (f32.reinterpret_i32
                    (local.get $2)
                   )
                  )
                  (local.get $18)
                 )
                )
               )
              )
              (br_if $cas_done14
               (i32.eq
                (local.get $2)
                (local.get $3)
               )
              )
              (local.set $2
               (local.get $3)
              )
              (br $cas_again15)
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (local.get $4)
              )
              (local.get $10)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $3
             (i32.atomic.load
              (local.tee $6
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
            (loop $cas_again17
             (block $cas_done16
              (local.set $4
               (i32.atomic.rmw.cmpxchg
                (local.get $6)
                (local.get $3)
                (i32.reinterpret_f32
                 (f32.max
                  (local.tee $19
                   (f32.reinterpret_i32
                    (local.get $3)
                   )
                  )
                  (local.get $18)
                 )
                )
               )
              )
              (br_if $cas_done16
               (i32.eq
                (local.get $3)
                (local.get $4)
               )
              )
              (local.set $3
               (local.get $4)
              )
              (br $cas_again17)
             )
            )
            (local.set $4
             (call $toi32
              (f64.promote_f32
               (f32.mul
                (local.get $18)
                (f32.const 7)
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
              (br $folding-inner2)
             )
            )
            (local.set $3
             (i32.atomic.load
              (local.tee $6
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
            (loop $cas_again19
             (br_if $cas_again19
              (i32.ne
               (local.get $3)
               (local.tee $3
                (i32.atomic.rmw.cmpxchg
                 (local.get $6)
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
              (br $folding-inner3)
             )
            )
            (local.set $3
             (i32.add
              (local.get $13)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
            )
            (local.set $4
             (i32.sub
              (i32.const 0)
              (local.get $0)
             )
            )
            (local.set $2
             (i32.atomic.load
              (local.get $3)
             )
            )
            (loop $cas_again21
             (br_if $cas_again21
              (i32.ne
               (local.get $2)
               (local.tee $2
                (i32.atomic.rmw.cmpxchg
                 (local.get $3)
                 (local.get $2)
                 (select
                  (local.get $2)
                  (local.get $4)
                  (i32.gt_u
                   (local.get $2)
                   (local.get $4)
                  )
                 )
                )
               )
              )
             )
            )
            (i32.store
             (i32.add
              (local.tee $2
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
              (local.get $15)
             )
             (i32.eqz
              (block $cas_done22 (result i32)
               (local.set $2
                (i32.atomic.load
                 (local.tee $3
                  (i32.add
                   (i32.add
                    (local.get $2)
                    (local.get $11)
                   )
                   (i32.const 32)
                  )
                 )
                )
               )
               (loop $cas_again23
                (drop
                 (br_if $cas_done22
                  (local.get $2)
                  (i32.eq
                   (local.get $2)
                   (local.tee $2
                    (i32.atomic.rmw.cmpxchg
                     (local.get $3)
                     (local.get $2)
                     (select
                      (i32.const 5)
                      (local.get $2)
                      (i32.le_s
                       (local.get $2)
                       (i32.const 5)
                      )
                     )
                    )
                   )
                  )
                 )
                )
                (br $cas_again23)
               )
              )
             )
            )
            (br_if $l25
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
           (loop $l12
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
               (local.tee $4
                (i32.rem_s
                 (local.get $0)
                 (i32.const 8)
                )
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner0)
             )
            )
            (local.set $2
             (i32.atomic.load
              (local.tee $20
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
             (block $cas_done1
              (local.set $3
               (i32.atomic.rmw.cmpxchg
                (local.get $20)
                (local.get $2)
                (i32.reinterpret_f32
                 (f32.min
                  (local.tee $19
                   (f32.reinterpret_i32
                    (local.get $2)
                   )
                  )
                  (local.get $18)
                 )
                )
               )
              )
              (br_if $cas_done1
               (i32.eq
                (local.get $2)
                (local.get $3)
               )
              )
              (local.set $2
               (local.get $3)
              )
              (br $cas_again2)
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (local.get $4)
              )
              (local.get $10)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $3
             (i32.atomic.load
              (local.tee $20
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
             (block $cas_done3
              (local.set $4
               (i32.atomic.rmw.cmpxchg
                (local.get $20)
                (local.get $3)
                (i32.reinterpret_f32
                 (f32.max
                  (local.tee $19
                   (f32.reinterpret_i32
                    (local.get $3)
                   )
                  )
                  (local.get $18)
                 )
                )
               )
              )
              (br_if $cas_done3
               (i32.eq
                (local.get $3)
                (local.get $4)
               )
              )
              (local.set $3
               (local.get $4)
              )
              (br $cas_again4)
             )
            )
            (local.set $4
             (call $toi32
              (f64.promote_f32
               (f32.mul
                (local.get $18)
                (f32.const 7)
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
              (br $folding-inner2)
             )
            )
            (local.set $3
             (i32.atomic.load
              (local.tee $20
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
                 (local.get $20)
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
              (br $folding-inner3)
             )
            )
            (local.set $3
             (i32.add
              (local.get $13)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
            )
            (local.set $4
             (i32.sub
              (i32.const 0)
              (local.get $0)
             )
            )
            (local.set $2
             (i32.atomic.load
              (local.get $3)
             )
            )
            (loop $cas_again8
             (br_if $cas_again8
              (i32.ne
               (local.get $2)
               (local.tee $2
                (i32.atomic.rmw.cmpxchg
                 (local.get $3)
                 (local.get $2)
                 (select
                  (local.get $2)
                  (local.get $4)
                  (i32.gt_u
                   (local.get $2)
                   (local.get $4)
                  )
                 )
                )
               )
              )
             )
            )
            (local.set $3
             (i32.eqz
              (block $cas_done9 (result i32)
               (if
                (i32.ge_u
                 (local.tee $3
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
                  (local.get $3)
                 )
                 (return
                  (i32.const 1)
                 )
                )
               )
               (local.set $3
                (i32.atomic.load
                 (local.tee $4
                  (i32.add
                   (local.get $11)
                   (i32.shl
                    (local.get $3)
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
                     (local.get $4)
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
              (br $folding-inner4)
             )
            )
            (i32.store
             (i32.add
              (local.get $15)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $3)
            )
            (br_if $l12
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
      (global.set $oob_site
       (i32.const 1)
      )
      (br $folding-inner4)
     )
     (global.set $oob_site
      (i32.const 2)
     )
     (br $folding-inner4)
    )
    (global.set $oob_site
     (i32.const 3)
    )
    (br $folding-inner4)
   )
   (global.set $oob_site
    (i32.const 4)
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
 (type $0 (func (param f64) (result i32)))
 (type $1 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $toi32 (param $0 f64) (result i32)
  (if
   (f64.lt
    (f64.abs
     (local.get $0)
    )
    (f64.const 9223372036854775808)
   )
   (then
    (return
     (i32.wrap_i64
      (i64.trunc_sat_f64_s
       (local.get $0)
      )
     )
    )
   )
  )
  (if
   (f64.ne
    (f64.sub
     (local.get $0)
     (local.get $0)
    )
    (f64.const 0)
   )
   (then
    (return
     (i32.const 0)
    )
   )
  )
  (i32.wrap_i64
   (i64.trunc_sat_f64_s
    (f64.sub
     (local.get $0)
     (f64.mul
      (f64.floor
       (f64.mul
        (local.get $0)
        (f64.const 2.3283064365386963e-10)
       )
      )
      (f64.const 4294967296)
     )
    )
   )
  )
 )
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (result i32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f64)
  (local $20 f64)
  (block $folding-inner4
   (block $folding-inner3
    (block $folding-inner2
     (block $folding-inner1
      (block $folding-inner0
       (if
        (i32.and
         (i32.and
          (f64.lt
           (f64.add
            (local.tee $19
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
            (f64.const 8)
           )
           (f64.const 4503599627370496)
          )
          (f64.ge
           (f64.add
            (f64.min
             (local.get $19)
             (local.tee $20
              (f64.mul
               (f64.convert_i32_s
                (local.get $0)
               )
               (f64.const 1)
              )
             )
            )
            (f64.const 8)
           )
           (f64.const 0)
          )
         )
         (i32.and
          (f64.lt
           (local.tee $19
            (f64.add
             (f64.max
              (local.get $19)
              (local.get $20)
             )
             (f64.const 8)
            )
           )
           (f64.const 2147483648)
          )
          (f64.lt
           (local.get $19)
           (f64.convert_i32_u
            (local.get $12)
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
           (loop $l25
            (local.set $17
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
               (local.tee $4
                (i32.rem_s
                 (local.get $0)
                 (i32.const 8)
                )
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner0)
             )
            )
            (local.set $2
             (i32.atomic.load
              (local.tee $6
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
            (loop $cas_again15
             (block $cas_done14
              (local.set $3
               (i32.atomic.rmw.cmpxchg
                (local.get $6)
                (local.get $2)
                (i32.reinterpret_f32
                 (f32.min
                  (local.tee $18
                   (f32.reinterpret_i32
                    (local.get $2)
                   )
                  )
                  (local.get $17)
                 )
                )
               )
              )
              (br_if $cas_done14
               (i32.eq
                (local.get $2)
                (local.get $3)
               )
              )
              (local.set $2
               (local.get $3)
              )
              (br $cas_again15)
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (local.get $4)
              )
              (local.get $10)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $3
             (i32.atomic.load
              (local.tee $6
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
            (loop $cas_again17
             (block $cas_done16
              (local.set $4
               (i32.atomic.rmw.cmpxchg
                (local.get $6)
                (local.get $3)
                (i32.reinterpret_f32
                 (f32.max
                  (local.tee $18
                   (f32.reinterpret_i32
                    (local.get $3)
                   )
                  )
                  (local.get $17)
                 )
                )
               )
              )
              (br_if $cas_done16
               (i32.eq
                (local.get $3)
                (local.get $4)
               )
              )
              (local.set $3
               (local.get $4)
              )
              (br $cas_again17)
             )
            )
            (local.set $4
             (call $toi32
              (f64.promote_f32
               (f32.mul
                (local.get $17)
                (f32.const 7)
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
              (br $folding-inner2)
             )
            )
            (local.set $3
             (i32.atomic.load
              (local.tee $6
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
            (loop $cas_again19
             (br_if $cas_again19
              (i32.ne
               (local.get $3)
               (local.tee $3
                (i32.atomic.rmw.cmpxchg
                 (local.get $6)
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
              (br $folding-inner3)
             )
            )
            (local.set $3
             (i32.add
              (local.get $13)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
            )
            (local.set $4
             (i32.sub
              (i32.const 0)
              (local.get $0)
             )
            )
            (local.set $2
             (i32.atomic.load
              (local.get $3)
             )
            )
            (loop $cas_again21
             (br_if $cas_again21
              (i32.ne
               (local.get $2)
               (local.tee $2
                (i32.atomic.rmw.cmpxchg
                 (local.get $3)
                 (local.get $2)
                 (select
                  (local.get $2)
                  (local.get $4)
                  (i32.gt_u
                   (local.get $2)
                   (local.get $4)
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
              (local.tee $2
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (i32.eqz
              (block $cas_done22 (result i32)
               (local.set $2
                (i32.atomic.load
                 (local.tee $3
                  (i32.add
                   (i32.add
                    (local.get $2)
                    (local.get $11)
                   )
                   (i32.const 32)
                  )
                 )
                )
               )
               (loop $cas_again23
                (drop
                 (br_if $cas_done22
                  (local.get $2)
                  (i32.eq
                   (local.get $2)
                   (local.tee $2
                    (i32.atomic.rmw.cmpxchg
                     (local.get $3)
                     (local.get $2)
                     (select
                      (i32.const 5)
                      (local.get $2)
                      (i32.le_s
                       (local.get $2)
                       (i32.const 5)
                      )
                     )
                    )
                   )
                  )
                 )
                )
                (br $cas_again23)
               )
              )
             )
            )
            (br_if $l25
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
           (loop $l12
            (local.set $17
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
               (local.tee $4
                (i32.rem_s
                 (local.get $0)
                 (i32.const 8)
                )
               )
              )
              (local.get $8)
             )
             (then
              (br $folding-inner0)
             )
            )
            (local.set $2
             (i32.atomic.load
              (local.tee $6
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
             (block $cas_done1
              (local.set $3
               (i32.atomic.rmw.cmpxchg
                (local.get $6)
                (local.get $2)
                (i32.reinterpret_f32
                 (f32.min
                  (local.tee $18
                   (f32.reinterpret_i32
                    (local.get $2)
                   )
                  )
                  (local.get $17)
                 )
                )
               )
              )
              (br_if $cas_done1
               (i32.eq
                (local.get $2)
                (local.get $3)
               )
              )
              (local.set $2
               (local.get $3)
              )
              (br $cas_again2)
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (local.get $4)
              )
              (local.get $10)
             )
             (then
              (br $folding-inner1)
             )
            )
            (local.set $3
             (i32.atomic.load
              (local.tee $6
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
             (block $cas_done3
              (local.set $4
               (i32.atomic.rmw.cmpxchg
                (local.get $6)
                (local.get $3)
                (i32.reinterpret_f32
                 (f32.max
                  (local.tee $18
                   (f32.reinterpret_i32
                    (local.get $3)
                   )
                  )
                  (local.get $17)
                 )
                )
               )
              )
              (br_if $cas_done3
               (i32.eq
                (local.get $3)
                (local.get $4)
               )
              )
              (local.set $3
               (local.get $4)
              )
              (br $cas_again4)
             )
            )
            (local.set $4
             (call $toi32
              (f64.promote_f32
               (f32.mul
                (local.get $17)
                (f32.const 7)
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
              (br $folding-inner2)
             )
            )
            (local.set $3
             (i32.atomic.load
              (local.tee $6
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
                 (local.get $6)
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
              (br $folding-inner3)
             )
            )
            (local.set $3
             (i32.add
              (local.get $13)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
            )
            (local.set $4
             (i32.sub
              (i32.const 0)
              (local.get $0)
             )
            )
            (local.set $2
             (i32.atomic.load
              (local.get $3)
             )
            )
            (loop $cas_again8
             (br_if $cas_again8
              (i32.ne
               (local.get $2)
               (local.tee $2
                (i32.atomic.rmw.cmpxchg
                 (local.get $3)
                 (local.get $2)
                 (select
                  (local.get $2)
                  (local.get $4)
                  (i32.gt_u
                   (local.get $2)
                   (local.get $4)
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
               (local.get $0)
               (i32.const 2)
              )
             )
             (i32.eqz
              (block $cas_done9 (result i32)
               (if
                (i32.ge_u
                 (local.tee $2
                  (i32.add
                   (local.get $0)
                   (i32.const 8)
                  )
                 )
                 (local.get $12)
                )
                (then
                 (global.set $oob_site
                  (i32.const 5)
                 )
                 (br $folding-inner4)
                )
               )
               (local.set $2
                (i32.atomic.load
                 (local.tee $3
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
               (loop $cas_again10
                (drop
                 (br_if $cas_done9
                  (local.get $2)
                  (i32.eq
                   (local.get $2)
                   (local.tee $2
                    (i32.atomic.rmw.cmpxchg
                     (local.get $3)
                     (local.get $2)
                     (select
                      (i32.const 5)
                      (local.get $2)
                      (i32.le_s
                       (local.get $2)
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
            (br_if $l12
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
      (global.set $oob_site
       (i32.const 1)
      )
      (br $folding-inner4)
     )
     (global.set $oob_site
      (i32.const 2)
     )
     (br $folding-inner4)
    )
    (global.set $oob_site
     (i32.const 3)
    )
    (br $folding-inner4)
   )
   (global.set $oob_site
    (i32.const 4)
   )
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)
