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
  (local $10 f32)
  (local $11 f64)
  (local $12 f32)
  (local $13 f32)
  (local $14 f64)
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
           (local.get $11)
           (local.tee $14
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
        (local.tee $11
         (f64.add
          (f64.max
           (local.get $11)
           (local.get $14)
          )
          (f64.const 0)
         )
        )
        (f64.convert_i32_u
         (local.get $8)
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
        (local.get $11)
        (f64.const 2147483648)
       )
       (f64.gt
        (f64.convert_i32_u
         (local.get $6)
        )
        (local.get $11)
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
       (loop $l13
        (local.set $10
         (block $cas_done8 (result f32)
          (local.set $10
           (local.tee $9
            (f32.mul
             (f32.convert_i32_s
              (local.get $0)
             )
             (f32.const 0.5)
            )
           )
          )
          (local.set $13
           (f32.add
            (local.tee $12
             (f32.reinterpret_i32
              (i32.atomic.rmw.xchg
               (local.tee $3
                (i32.add
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                 (local.get $5)
                )
               )
               (i32.reinterpret_f32
                (local.get $9)
               )
              )
             )
            )
            (f32.const 1.25)
           )
          )
          (local.set $2
           (i32.atomic.load
            (local.get $3)
           )
          )
          (loop $cas_again9
           (drop
            (br_if $cas_done8
             (local.tee $9
              (f32.reinterpret_i32
               (local.get $2)
              )
             )
             (f32.ne
              (local.get $9)
              (local.get $10)
             )
            )
           )
           (drop
            (br_if $cas_done8
             (local.get $9)
             (i32.eq
              (local.get $2)
              (local.tee $2
               (i32.atomic.rmw.cmpxchg
                (local.get $3)
                (local.get $2)
                (i32.reinterpret_f32
                 (local.get $13)
                )
               )
              )
             )
            )
           )
           (br $cas_again9)
          )
         )
        )
        (local.set $9
         (block $cas_done10 (result f32)
          (local.set $2
           (i32.atomic.load
            (local.tee $3
             (i32.add
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
              (local.get $5)
             )
            )
           )
          )
          (loop $cas_again11
           (drop
            (br_if $cas_done10
             (local.tee $9
              (f32.reinterpret_i32
               (local.get $2)
              )
             )
             (f32.ne
              (local.get $9)
              (f32.const -123)
             )
            )
           )
           (drop
            (br_if $cas_done10
             (local.get $9)
             (i32.eq
              (local.get $2)
              (local.tee $2
               (i32.atomic.rmw.cmpxchg
                (local.get $3)
                (local.get $2)
                (i32.const 1088421888)
               )
              )
             )
            )
           )
           (br $cas_again11)
          )
         )
        )
        (i32.atomic.store
         (local.tee $2
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
         (i32.reinterpret_f32
          (f32.mul
           (f32.reinterpret_i32
            (i32.atomic.load
             (local.get $2)
            )
           )
           (f32.const 2)
          )
         )
        )
        (f32.store
         (local.tee $3
          (i32.add
           (local.get $3)
           (local.get $7)
          )
         )
         (f32.add
          (f32.add
           (f32.mul
            (local.get $12)
            (f32.const 1e3)
           )
           (local.get $10)
          )
          (local.get $9)
         )
        )
        (f32.store
         (local.get $3)
         (f32.add
          (f32.load
           (local.get $3)
          )
          (f32.mul
           (f32.load
            (local.get $2)
           )
           (f32.const 0.25)
          )
         )
        )
        (br_if $l13
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
       (loop $l6
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
        (local.set $9
         (f32.reinterpret_i32
          (i32.atomic.rmw.xchg
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
           (i32.reinterpret_f32
            (f32.mul
             (f32.convert_i32_s
              (local.get $0)
             )
             (f32.const 0.5)
            )
           )
          )
         )
        )
        (local.set $12
         (block $cas_done1 (result f32)
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
          (local.set $3
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (local.set $12
           (f32.mul
            (f32.convert_i32_s
             (local.get $0)
            )
            (f32.const 0.5)
           )
          )
          (local.set $13
           (f32.add
            (local.get $9)
            (f32.const 1.25)
           )
          )
          (local.set $2
           (i32.atomic.load
            (local.get $3)
           )
          )
          (loop $cas_again2
           (drop
            (br_if $cas_done1
             (local.tee $10
              (f32.reinterpret_i32
               (local.get $2)
              )
             )
             (f32.ne
              (local.get $10)
              (local.get $12)
             )
            )
           )
           (drop
            (br_if $cas_done1
             (local.get $10)
             (i32.eq
              (local.get $2)
              (local.tee $2
               (i32.atomic.rmw.cmpxchg
                (local.get $3)
                (local.get $2)
                (i32.reinterpret_f32
                 (local.get $13)
                )
               )
              )
             )
            )
           )
           (br $cas_again2)
          )
         )
        )
        (local.set $10
         (block $cas_done3 (result f32)
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
          (local.set $2
           (i32.atomic.load
            (local.tee $3
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
           )
          )
          (loop $cas_again4
           (drop
            (br_if $cas_done3
             (local.tee $10
              (f32.reinterpret_i32
               (local.get $2)
              )
             )
             (f32.ne
              (local.get $10)
              (f32.const -123)
             )
            )
           )
           (drop
            (br_if $cas_done3
             (local.get $10)
             (i32.eq
              (local.get $2)
              (local.tee $2
               (i32.atomic.rmw.cmpxchg
                (local.get $3)
                (local.get $2)
                (i32.const 1088421888)
               )
              )
             )
            )
           )
           (br $cas_again4)
          )
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
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $6)
         )
         (then
          (global.set $oob_site
           (i32.const 3)
          )
          (br $folding-inner0)
         )
        )
        (i32.atomic.store
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (i32.reinterpret_f32
          (f32.mul
           (f32.reinterpret_i32
            (i32.atomic.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
           )
           (f32.const 2)
          )
         )
        )
        (local.set $9
         (f32.add
          (f32.add
           (f32.mul
            (local.get $9)
            (f32.const 1e3)
           )
           (local.get $12)
          )
          (local.get $10)
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
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
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $9)
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 6)
          )
          (br $folding-inner0)
         )
        )
        (local.set $9
         (f32.add
          (f32.load
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (block (result f32)
           (if
            (i32.ge_u
             (local.tee $2
              (local.get $0)
             )
             (local.get $6)
            )
            (then
             (global.set $oob_site
              (i32.const 7)
             )
             (br $folding-inner0)
            )
           )
           (f32.mul
            (f32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
            )
            (f32.const 0.25)
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
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $9)
        )
        (br_if $l6
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $2)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 f32)
  (local $10 f32)
  (local $11 f32)
  (local $12 f32)
  (if
   (i32.lt_s
    (local.tee $2
     (local.get $0)
    )
    (local.get $1)
   )
   (then
    (loop $l6
     (local.set $10
      (block $cas_done1 (result f32)
       (local.set $10
        (local.tee $9
         (f32.mul
          (f32.convert_i32_s
           (local.get $2)
          )
          (f32.const 0.5)
         )
        )
       )
       (local.set $12
        (f32.add
         (local.tee $11
          (f32.reinterpret_i32
           (i32.atomic.rmw.xchg
            (local.tee $3
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
            )
            (i32.reinterpret_f32
             (local.get $9)
            )
           )
          )
         )
         (f32.const 1.25)
        )
       )
       (local.set $0
        (i32.atomic.load
         (local.get $3)
        )
       )
       (loop $cas_again2
        (drop
         (br_if $cas_done1
          (local.tee $9
           (f32.reinterpret_i32
            (local.get $0)
           )
          )
          (f32.ne
           (local.get $9)
           (local.get $10)
          )
         )
        )
        (drop
         (br_if $cas_done1
          (local.get $9)
          (i32.eq
           (local.get $0)
           (local.tee $0
            (i32.atomic.rmw.cmpxchg
             (local.get $3)
             (local.get $0)
             (i32.reinterpret_f32
              (local.get $12)
             )
            )
           )
          )
         )
        )
        (br $cas_again2)
       )
      )
     )
     (local.set $9
      (block $cas_done3 (result f32)
       (local.set $0
        (i32.atomic.load
         (local.tee $3
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
         )
        )
       )
       (loop $cas_again4
        (drop
         (br_if $cas_done3
          (local.tee $9
           (f32.reinterpret_i32
            (local.get $0)
           )
          )
          (f32.ne
           (local.get $9)
           (f32.const -123)
          )
         )
        )
        (drop
         (br_if $cas_done3
          (local.get $9)
          (i32.eq
           (local.get $0)
           (local.tee $0
            (i32.atomic.rmw.cmpxchg
             (local.get $3)
             (local.get $0)
             (i32.const 1088421888)
            )
           )
          )
         )
        )
        (br $cas_again4)
       )
      )
     )
     (i32.atomic.store
      (local.tee $0
       (i32.add
        (local.get $5)
        (local.tee $3
         (i32.shl
          (local.get $2)
          (i32.const 2)
         )
        )
       )
      )
      (i32.reinterpret_f32
       (f32.mul
        (f32.reinterpret_i32
         (i32.atomic.load
          (local.get $0)
         )
        )
        (f32.const 2)
       )
      )
     )
     (f32.store
      (local.tee $3
       (i32.add
        (local.get $3)
        (local.get $7)
       )
      )
      (f32.add
       (f32.add
        (f32.mul
         (local.get $11)
         (f32.const 1e3)
        )
        (local.get $10)
       )
       (local.get $9)
      )
     )
     (f32.store
      (local.get $3)
      (f32.add
       (f32.load
        (local.get $3)
       )
       (f32.mul
        (f32.load
         (local.get $0)
        )
        (f32.const 0.25)
       )
      )
     )
     (br_if $l6
      (i32.lt_s
       (local.tee $2
        (i32.add
         (local.get $2)
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
