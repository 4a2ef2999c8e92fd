;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (result i32)
  (local $7 f64)
  (local $8 f64)
  (if
   (i32.and
    (i32.and
     (f64.lt
      (f64.add
       (local.tee $7
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
        (local.get $7)
        (local.tee $8
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
      (local.tee $7
       (f64.add
        (f64.max
         (local.get $7)
         (local.get $8)
        )
        (f64.const 0)
       )
      )
      (f64.const 2147483648)
     )
     (f64.lt
      (local.get $7)
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
      (loop $l11
       (local.set $2
        (i32.const 0)
       )
       (block $item6
        (loop $top9
         (br_if $item6
          (i32.eqz
           (local.tee $2
            (i32.add
             (local.get $2)
             (i32.const 1)
            )
           )
          )
         )
         (br_if $top9
          (i32.lt_s
           (local.get $2)
           (i32.const 3)
          )
         )
        )
        (i32.store
         (i32.add
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
          (local.get $5)
         )
         (i32.add
          (local.get $0)
          (local.get $2)
         )
        )
       )
       (br_if $l11
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
      (loop $l5
       (local.set $2
        (i32.const 0)
       )
       (block $item0
        (loop $top3
         (br_if $item0
          (i32.eqz
           (local.tee $2
            (i32.add
             (local.get $2)
             (i32.const 1)
            )
           )
          )
         )
         (br_if $top3
          (i32.lt_s
           (local.get $2)
           (i32.const 3)
          )
         )
        )
        (local.set $2
         (i32.add
          (local.get $0)
          (local.get $2)
         )
        )
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
        (i32.store
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $2)
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
  )
  (i32.const 0)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (result i32)
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l5
     (local.set $2
      (i32.const 0)
     )
     (block $item0
      (loop $top3
       (br_if $item0
        (i32.eqz
         (local.tee $2
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
        )
       )
       (br_if $top3
        (i32.lt_s
         (local.get $2)
         (i32.const 3)
        )
       )
      )
      (i32.store
       (i32.add
        (local.get $5)
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
       (i32.add
        (local.get $0)
        (local.get $2)
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
  (i32.const 0)
 )
)
