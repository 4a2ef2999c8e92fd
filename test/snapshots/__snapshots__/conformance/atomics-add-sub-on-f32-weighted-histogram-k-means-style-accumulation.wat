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
  (local $11 f32)
  (local $12 f64)
  (local $13 f32)
  (local $14 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (i32.and
       (local.tee $2
        (i32.and
         (f64.lt
          (f64.add
           (local.tee $12
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
            (local.get $12)
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
         (local.tee $12
          (f64.add
           (f64.max
            (local.get $12)
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
         (local.get $12)
         (f64.const 2147483648)
        )
       )
      )
      (i32.and
       (local.get $2)
       (i32.and
        (f64.lt
         (local.get $12)
         (f64.const 2147483648)
        )
        (f64.gt
         (f64.convert_i32_u
          (local.get $6)
         )
         (local.get $12)
        )
       )
      )
     )
     (f64.gt
      (f64.convert_i32_u
       (local.get $10)
      )
      (f64.const 32)
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
        (if
         (i32.ge_u
          (local.tee $2
           (i32.load
            (i32.add
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
             (local.get $5)
            )
           )
          )
          (local.get $10)
         )
         (then
          (br $folding-inner0)
         )
        )
        (local.set $4
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
        (local.set $11
         (f32.load
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
           (local.get $7)
          )
         )
        )
        (local.set $2
         (i32.atomic.load
          (local.get $4)
         )
        )
        (loop $cas_again9
         (block $cas_done8
          (local.set $3
           (i32.atomic.rmw.cmpxchg
            (local.get $4)
            (local.get $2)
            (i32.reinterpret_f32
             (f32.add
              (local.tee $13
               (f32.reinterpret_i32
                (local.get $2)
               )
              )
              (local.get $11)
             )
            )
           )
          )
          (br_if $cas_done8
           (i32.eq
            (local.get $2)
            (local.get $3)
           )
          )
          (local.set $2
           (local.get $3)
          )
          (br $cas_again9)
         )
        )
        (local.set $2
         (i32.atomic.load
          (local.tee $4
           (i32.add
            (local.get $9)
            (i32.const 128)
           )
          )
         )
        )
        (loop $cas_again11
         (block $cas_done10
          (local.set $3
           (i32.atomic.rmw.cmpxchg
            (local.get $4)
            (local.get $2)
            (i32.reinterpret_f32
             (f32.add
              (local.tee $11
               (f32.reinterpret_i32
                (local.get $2)
               )
              )
              (f32.const -0.5)
             )
            )
           )
          )
          (br_if $cas_done10
           (i32.eq
            (local.get $2)
            (local.get $3)
           )
          )
          (local.set $2
           (local.get $3)
          )
          (br $cas_again11)
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
          (global.set $oob_index
           (local.get $0)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
          (local.get $10)
         )
         (then
          (br $folding-inner0)
         )
        )
        (local.set $4
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $3
           (local.get $0)
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (global.set $oob_index
           (local.get $0)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (local.set $11
         (f32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
         )
        )
        (local.set $0
         (i32.atomic.load
          (local.get $4)
         )
        )
        (loop $cas_again2
         (block $cas_done1
          (local.set $2
           (i32.atomic.rmw.cmpxchg
            (local.get $4)
            (local.get $0)
            (i32.reinterpret_f32
             (f32.add
              (local.tee $13
               (f32.reinterpret_i32
                (local.get $0)
               )
              )
              (local.get $11)
             )
            )
           )
          )
          (br_if $cas_done1
           (i32.eq
            (local.get $0)
            (local.get $2)
           )
          )
          (local.set $0
           (local.get $2)
          )
          (br $cas_again2)
         )
        )
        (if
         (i32.le_u
          (local.get $10)
          (i32.const 32)
         )
         (then
          (global.set $oob_site
           (i32.const 3)
          )
          (global.set $oob_index
           (i32.const 32)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (local.set $0
         (i32.atomic.load
          (local.tee $4
           (i32.add
            (local.get $9)
            (i32.const 128)
           )
          )
         )
        )
        (loop $cas_again4
         (block $cas_done3
          (local.set $2
           (i32.atomic.rmw.cmpxchg
            (local.get $4)
            (local.get $0)
            (i32.reinterpret_f32
             (f32.add
              (local.tee $11
               (f32.reinterpret_i32
                (local.get $0)
               )
              )
              (f32.const -0.5)
             )
            )
           )
          )
          (br_if $cas_done3
           (i32.eq
            (local.get $0)
            (local.get $2)
           )
          )
          (local.set $0
           (local.get $2)
          )
          (br $cas_again4)
         )
        )
        (br_if $l6
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $3)
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
   (i32.const 2)
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
  (local $12 f32)
  (block $folding-inner0
   (if
    (f64.gt
     (f64.convert_i32_u
      (local.get $10)
     )
     (f64.const 32)
    )
    (then
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l13
        (if
         (i32.ge_u
          (local.tee $2
           (i32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
          (local.get $10)
         )
         (then
          (br $folding-inner0)
         )
        )
        (local.set $4
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
        (local.set $11
         (f32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
        )
        (local.set $2
         (i32.atomic.load
          (local.get $4)
         )
        )
        (loop $cas_again9
         (block $cas_done8
          (local.set $3
           (i32.atomic.rmw.cmpxchg
            (local.get $4)
            (local.get $2)
            (i32.reinterpret_f32
             (f32.add
              (local.tee $12
               (f32.reinterpret_i32
                (local.get $2)
               )
              )
              (local.get $11)
             )
            )
           )
          )
          (br_if $cas_done8
           (i32.eq
            (local.get $2)
            (local.get $3)
           )
          )
          (local.set $2
           (local.get $3)
          )
          (br $cas_again9)
         )
        )
        (local.set $2
         (i32.atomic.load
          (local.tee $4
           (i32.add
            (local.get $9)
            (i32.const 128)
           )
          )
         )
        )
        (loop $cas_again11
         (block $cas_done10
          (local.set $3
           (i32.atomic.rmw.cmpxchg
            (local.get $4)
            (local.get $2)
            (i32.reinterpret_f32
             (f32.add
              (local.tee $11
               (f32.reinterpret_i32
                (local.get $2)
               )
              )
              (f32.const -0.5)
             )
            )
           )
          )
          (br_if $cas_done10
           (i32.eq
            (local.get $2)
            (local.get $3)
           )
          )
          (local.set $2
           (local.get $3)
          )
          (br $cas_again11)
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
          (local.tee $2
           (i32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
          (local.get $10)
         )
         (then
          (br $folding-inner0)
         )
        )
        (local.set $4
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
        (local.set $11
         (f32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
        )
        (local.set $2
         (i32.atomic.load
          (local.get $4)
         )
        )
        (loop $cas_again2
         (block $cas_done1
          (local.set $3
           (i32.atomic.rmw.cmpxchg
            (local.get $4)
            (local.get $2)
            (i32.reinterpret_f32
             (f32.add
              (local.tee $12
               (f32.reinterpret_i32
                (local.get $2)
               )
              )
              (local.get $11)
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
         (i32.le_u
          (local.get $10)
          (i32.const 32)
         )
         (then
          (global.set $oob_site
           (i32.const 3)
          )
          (global.set $oob_index
           (i32.const 32)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (local.set $2
         (i32.atomic.load
          (local.tee $4
           (i32.add
            (local.get $9)
            (i32.const 128)
           )
          )
         )
        )
        (loop $cas_again4
         (block $cas_done3
          (local.set $3
           (i32.atomic.rmw.cmpxchg
            (local.get $4)
            (local.get $2)
            (i32.reinterpret_f32
             (f32.add
              (local.tee $11
               (f32.reinterpret_i32
                (local.get $2)
               )
              )
              (f32.const -0.5)
             )
            )
           )
          )
          (br_if $cas_done3
           (i32.eq
            (local.get $2)
            (local.get $3)
           )
          )
          (local.set $2
           (local.get $3)
          )
          (br $cas_again4)
         )
        )
        (br_if $l6
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
   (i32.const 2)
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)
