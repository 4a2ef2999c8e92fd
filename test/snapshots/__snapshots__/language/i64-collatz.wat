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
  (local $11 i64)
  (local $12 i64)
  (local $13 f64)
  (local $14 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (local.tee $2
       (i32.and
        (f64.lt
         (f64.add
          (local.tee $14
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
           (local.get $14)
           (local.tee $13
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
           (local.get $14)
          )
          (f64.const 0)
         )
        )
        (f64.convert_i32_u
         (local.get $10)
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
          (local.get $8)
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
       (loop $l11
        (local.set $12
         (local.tee $11
          (i64.load
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
        (local.set $2
         (i32.const 0)
        )
        (if
         (i64.ne
          (local.get $11)
          (i64.const 1)
         )
         (then
          (loop $top9
           (if
            (i64.lt_u
             (local.get $12)
             (local.tee $11
              (if (result i64)
               (i64.eqz
                (i64.and
                 (local.get $11)
                 (i64.const 1)
                )
               )
               (then
                (i64.shr_u
                 (local.get $11)
                 (i64.const 1)
                )
               )
               (else
                (i64.add
                 (i64.mul
                  (local.get $11)
                  (i64.const 3)
                 )
                 (i64.const 1)
                )
               )
              )
             )
            )
            (then
             (local.set $12
              (local.get $11)
             )
            )
           )
           (local.set $2
            (i32.add
             (local.get $2)
             (i32.const 1)
            )
           )
           (br_if $top9
            (i64.ne
             (local.get $11)
             (i64.const 1)
            )
           )
          )
         )
        )
        (i32.store
         (i32.add
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
          (local.get $7)
         )
         (local.get $2)
        )
        (i64.store
         (i32.add
          (i32.shl
           (local.get $0)
           (i32.const 3)
          )
          (local.get $9)
         )
         (local.get $12)
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
        (local.set $12
         (local.tee $11
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
        )
        (local.set $2
         (i32.const 0)
        )
        (if
         (i64.ne
          (local.get $11)
          (i64.const 1)
         )
         (then
          (loop $top3
           (if
            (i64.lt_u
             (local.get $12)
             (local.tee $11
              (if (result i64)
               (i64.eqz
                (i64.and
                 (local.get $11)
                 (i64.const 1)
                )
               )
               (then
                (i64.shr_u
                 (local.get $11)
                 (i64.const 1)
                )
               )
               (else
                (i64.add
                 (i64.mul
                  (local.get $11)
                  (i64.const 3)
                 )
                 (i64.const 1)
                )
               )
              )
             )
            )
            (then
             (local.set $12
              (local.get $11)
             )
            )
           )
           (local.set $2
            (i32.add
             (local.get $2)
             (i32.const 1)
            )
           )
           (br_if $top3
            (i64.ne
             (local.get $11)
             (i64.const 1)
            )
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
           (i32.const 1)
          )
          (br $folding-inner0)
         )
        )
        (i32.store
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $2)
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $10)
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
          (local.get $9)
          (i32.shl
           (local.get $0)
           (i32.const 3)
          )
         )
         (local.get $12)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (result i32)
  (local $11 i64)
  (local $12 i64)
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l5
     (local.set $12
      (local.tee $11
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
     )
     (local.set $2
      (i32.const 0)
     )
     (if
      (i64.ne
       (local.get $11)
       (i64.const 1)
      )
      (then
       (loop $top3
        (if
         (i64.lt_u
          (local.get $12)
          (local.tee $11
           (if (result i64)
            (i64.eqz
             (i64.and
              (local.get $11)
              (i64.const 1)
             )
            )
            (then
             (i64.shr_u
              (local.get $11)
              (i64.const 1)
             )
            )
            (else
             (i64.add
              (i64.mul
               (local.get $11)
               (i64.const 3)
              )
              (i64.const 1)
             )
            )
           )
          )
         )
         (then
          (local.set $12
           (local.get $11)
          )
         )
        )
        (local.set $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (br_if $top3
         (i64.ne
          (local.get $11)
          (i64.const 1)
         )
        )
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $7)
       (i32.shl
        (local.get $0)
        (i32.const 2)
       )
      )
      (local.get $2)
     )
     (i64.store
      (i32.add
       (local.get $9)
       (i32.shl
        (local.get $0)
        (i32.const 3)
       )
      )
      (local.get $12)
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

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (result i32)
  (local $12 i64)
  (local $13 i64)
  (local $14 f64)
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (local $18 f64)
  (local $19 f64)
  (local.set $19
   (f64.add
    (local.tee $14
     (f64.add
      (local.tee $16
       (f64.mul
        (f64.convert_i32_s
         (local.get $11)
        )
        (f64.const 1)
       )
      )
      (f64.const 0)
     )
    )
    (local.tee $18
     (f64.max
      (local.tee $15
       (f64.mul
        (f64.convert_i32_s
         (local.get $0)
        )
        (f64.const 1)
       )
      )
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
     )
    )
   )
  )
  (if
   (i32.and
    (i32.and
     (i32.and
      (local.tee $2
       (f64.lt
        (f64.add
         (f64.add
          (f64.abs
           (local.get $16)
          )
          (f64.const 0)
         )
         (local.get $17)
        )
        (f64.const 4503599627370496)
       )
      )
      (f64.ge
       (f64.add
        (local.get $14)
        (local.tee $16
         (f64.min
          (local.get $15)
          (local.get $17)
         )
        )
       )
       (f64.const 0)
      )
     )
     (i32.and
      (f64.lt
       (local.tee $15
        (f64.add
         (local.get $14)
         (local.get $18)
        )
       )
       (f64.convert_i32_u
        (local.get $10)
       )
      )
      (f64.lt
       (local.get $15)
       (f64.const 2147483648)
      )
     )
    )
    (i32.and
     (i32.and
      (i32.and
       (f64.ge
        (f64.add
         (local.get $14)
         (local.get $16)
        )
        (f64.const 0)
       )
       (local.get $2)
      )
      (i32.and
       (f64.lt
        (local.tee $15
         (f64.add
          (local.get $14)
          (local.get $18)
         )
        )
        (f64.convert_i32_u
         (local.get $8)
        )
       )
       (f64.lt
        (local.get $15)
        (f64.const 2147483648)
       )
      )
     )
     (i32.and
      (i32.and
       (f64.ge
        (f64.add
         (local.get $14)
         (local.get $16)
        )
        (f64.const 0)
       )
       (local.get $2)
      )
      (i32.and
       (f64.lt
        (local.get $19)
        (f64.const 2147483648)
       )
       (f64.gt
        (f64.convert_i32_u
         (local.get $6)
        )
        (local.get $19)
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
      (local.set $3
       (i32.add
        (local.get $5)
        (local.tee $2
         (i32.shl
          (local.get $11)
          (i32.const 3)
         )
        )
       )
      )
      (local.set $4
       (i32.add
        (local.get $7)
        (i32.shl
         (local.get $11)
         (i32.const 2)
        )
       )
      )
      (local.set $5
       (i32.add
        (local.get $2)
        (local.get $9)
       )
      )
      (loop $l11
       (local.set $13
        (local.tee $12
         (i64.load
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 3)
           )
           (local.get $3)
          )
         )
        )
       )
       (local.set $2
        (i32.const 0)
       )
       (if
        (i64.ne
         (local.get $12)
         (i64.const 1)
        )
        (then
         (loop $top9
          (if
           (i64.lt_u
            (local.get $13)
            (local.tee $12
             (if (result i64)
              (i64.eqz
               (i64.and
                (local.get $12)
                (i64.const 1)
               )
              )
              (then
               (i64.shr_u
                (local.get $12)
                (i64.const 1)
               )
              )
              (else
               (i64.add
                (i64.mul
                 (local.get $12)
                 (i64.const 3)
                )
                (i64.const 1)
               )
              )
             )
            )
           )
           (then
            (local.set $13
             (local.get $12)
            )
           )
          )
          (local.set $2
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
          (br_if $top9
           (i64.ne
            (local.get $12)
            (i64.const 1)
           )
          )
         )
        )
       )
       (i32.store
        (i32.add
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
         (local.get $4)
        )
        (local.get $2)
       )
       (i64.store
        (i32.add
         (i32.shl
          (local.get $0)
          (i32.const 3)
         )
         (local.get $5)
        )
        (local.get $13)
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
       (if
        (i32.ge_u
         (local.tee $2
          (i32.add
           (local.get $0)
           (local.get $11)
          )
         )
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 0)
         )
         (global.set $oob_index
          (local.get $2)
         )
         (return
          (i32.const 1)
         )
        )
       )
       (local.set $13
        (local.tee $12
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
       )
       (local.set $2
        (i32.const 0)
       )
       (if
        (i64.ne
         (local.get $12)
         (i64.const 1)
        )
        (then
         (loop $top3
          (if
           (i64.lt_u
            (local.get $13)
            (local.tee $12
             (if (result i64)
              (i64.eqz
               (i64.and
                (local.get $12)
                (i64.const 1)
               )
              )
              (then
               (i64.shr_u
                (local.get $12)
                (i64.const 1)
               )
              )
              (else
               (i64.add
                (i64.mul
                 (local.get $12)
                 (i64.const 3)
                )
                (i64.const 1)
               )
              )
             )
            )
           )
           (then
            (local.set $13
             (local.get $12)
            )
           )
          )
          (local.set $2
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
          (br_if $top3
           (i64.ne
            (local.get $12)
            (i64.const 1)
           )
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.tee $3
          (i32.add
           (local.get $0)
           (local.get $11)
          )
         )
         (local.get $8)
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
         (local.get $7)
         (i32.shl
          (local.get $3)
          (i32.const 2)
         )
        )
        (local.get $2)
       )
       (if
        (i32.ge_u
         (local.tee $2
          (i32.add
           (local.get $0)
           (local.get $11)
          )
         )
         (local.get $10)
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
       (i64.store
        (i32.add
         (local.get $9)
         (i32.shl
          (local.get $2)
          (i32.const 3)
         )
        )
        (local.get $13)
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
