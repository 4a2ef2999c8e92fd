;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 f32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 f32) (result i32)
  (local $8 f32)
  (local $9 f64)
  (local $10 f64)
  (local $11 f64)
  (local $12 f64)
  (local $13 f64)
  (block $folding-inner6
   (block $folding-inner5
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
               (local.tee $10
                (f64.mul
                 (f64.convert_i32_s
                  (i32.sub
                   (local.get $1)
                   (i32.const 1)
                  )
                 )
                 (f64.const 7)
                )
               )
               (f64.const 2)
              )
              (f64.const 4503599627370496)
             )
             (f64.ge
              (f64.add
               (local.tee $11
                (f64.min
                 (local.get $10)
                 (local.tee $9
                  (f64.mul
                   (f64.convert_i32_s
                    (local.get $0)
                   )
                   (f64.const 7)
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
              (local.tee $9
               (f64.add
                (local.tee $12
                 (f64.max
                  (local.get $9)
                  (local.get $10)
                 )
                )
                (f64.const 2)
               )
              )
              (local.tee $13
               (f64.convert_i32_u
                (local.get $6)
               )
              )
             )
             (f64.lt
              (local.get $9)
              (f64.const 2147483648)
             )
            )
           )
           (i32.and
            (i32.and
             (i32.and
              (f64.lt
               (f64.add
                (local.get $10)
                (f64.const 1)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $11)
                (f64.const 1)
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.gt
               (local.get $13)
               (local.tee $9
                (f64.add
                 (local.get $12)
                 (f64.const 1)
                )
               )
              )
              (f64.lt
               (local.get $9)
               (f64.const 2147483648)
              )
             )
            )
            (i32.and
             (i32.and
              (i32.and
               (f64.lt
                (f64.add
                 (local.get $10)
                 (f64.const 0)
                )
                (f64.const 4503599627370496)
               )
               (f64.ge
                (f64.add
                 (local.get $11)
                 (f64.const 0)
                )
                (f64.const 0)
               )
              )
              (i32.and
               (f64.gt
                (local.get $13)
                (local.tee $9
                 (f64.add
                  (local.get $12)
                  (f64.const 0)
                 )
                )
               )
               (f64.lt
                (local.get $9)
                (f64.const 2147483648)
               )
              )
             )
             (i32.and
              (i32.and
               (i32.and
                (f64.lt
                 (f64.add
                  (local.get $10)
                  (f64.const 5)
                 )
                 (f64.const 4503599627370496)
                )
                (f64.ge
                 (f64.add
                  (local.get $11)
                  (f64.const 5)
                 )
                 (f64.const 0)
                )
               )
               (i32.and
                (f64.gt
                 (local.get $13)
                 (local.tee $9
                  (f64.add
                   (local.get $12)
                   (f64.const 5)
                  )
                 )
                )
                (f64.lt
                 (local.get $9)
                 (f64.const 2147483648)
                )
               )
              )
              (i32.and
               (i32.and
                (i32.and
                 (f64.lt
                  (f64.add
                   (local.get $10)
                   (f64.const 4)
                  )
                  (f64.const 4503599627370496)
                 )
                 (f64.ge
                  (f64.add
                   (local.get $11)
                   (f64.const 4)
                  )
                  (f64.const 0)
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $13)
                  (local.tee $9
                   (f64.add
                    (local.get $12)
                    (f64.const 4)
                   )
                  )
                 )
                 (f64.lt
                  (local.get $9)
                  (f64.const 2147483648)
                 )
                )
               )
               (i32.and
                (i32.and
                 (f64.lt
                  (f64.add
                   (local.get $10)
                   (f64.const 3)
                  )
                  (f64.const 4503599627370496)
                 )
                 (f64.ge
                  (f64.add
                   (local.get $11)
                   (f64.const 3)
                  )
                  (f64.const 0)
                 )
                )
                (i32.and
                 (f64.gt
                  (local.get $13)
                  (local.tee $9
                   (f64.add
                    (local.get $12)
                    (f64.const 3)
                   )
                  )
                 )
                 (f64.lt
                  (local.get $9)
                  (f64.const 2147483648)
                 )
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
               (local.tee $3
                (i32.add
                 (local.tee $2
                  (i32.add
                   (local.get $5)
                   (local.tee $4
                    (i32.mul
                     (local.get $0)
                     (i32.const 28)
                    )
                   )
                  )
                 )
                 (i32.const 12)
                )
               )
               (f32.add
                (f32.load
                 (local.get $3)
                )
                (local.tee $8
                 (f32.mul
                  (local.get $7)
                  (f32.const 0)
                 )
                )
               )
              )
              (f32.store
               (local.tee $3
                (i32.add
                 (local.get $2)
                 (i32.const 16)
                )
               )
               (f32.add
                (f32.load
                 (local.get $3)
                )
                (f32.mul
                 (local.get $7)
                 (f32.const -9.8100004196167)
                )
               )
              )
              (f32.store
               (local.tee $6
                (i32.add
                 (local.get $2)
                 (i32.const 20)
                )
               )
               (f32.add
                (f32.load
                 (local.get $6)
                )
                (local.get $8)
               )
              )
              (f32.store
               (local.tee $4
                (i32.add
                 (local.get $4)
                 (local.get $5)
                )
               )
               (f32.add
                (f32.load
                 (local.get $4)
                )
                (f32.mul
                 (f32.load
                  (i32.add
                   (i32.add
                    (local.get $5)
                    (i32.mul
                     (local.get $0)
                     (i32.const 28)
                    )
                   )
                   (i32.const 12)
                  )
                 )
                 (local.get $7)
                )
               )
              )
              (f32.store
               (local.tee $4
                (i32.add
                 (local.get $2)
                 (i32.const 4)
                )
               )
               (f32.add
                (f32.load
                 (local.get $4)
                )
                (f32.mul
                 (f32.load
                  (i32.add
                   (i32.add
                    (local.get $5)
                    (i32.mul
                     (local.get $0)
                     (i32.const 28)
                    )
                   )
                   (i32.const 16)
                  )
                 )
                 (local.get $7)
                )
               )
              )
              (f32.store
               (local.tee $2
                (i32.add
                 (local.get $2)
                 (i32.const 8)
                )
               )
               (f32.add
                (f32.load
                 (local.get $2)
                )
                (f32.mul
                 (f32.load
                  (i32.add
                   (i32.add
                    (local.get $5)
                    (i32.mul
                     (local.get $0)
                     (i32.const 28)
                    )
                   )
                   (i32.const 20)
                  )
                 )
                 (local.get $7)
                )
               )
              )
              (if
               (f32.lt
                (f32.load
                 (i32.add
                  (i32.add
                   (local.get $5)
                   (i32.mul
                    (local.get $0)
                    (i32.const 28)
                   )
                  )
                  (i32.const 4)
                 )
                )
                (f32.const 0)
               )
               (then
                (f32.store
                 (local.get $3)
                 (f32.mul
                  (f32.load
                   (i32.add
                    (i32.add
                     (local.get $5)
                     (i32.mul
                      (local.get $0)
                      (i32.const 28)
                     )
                    )
                    (i32.const 16)
                   )
                  )
                  (f32.const -0.5)
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
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 7)
                 )
                 (i32.const 3)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $8
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (f32.mul
                 (local.get $7)
                 (f32.const 0)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner1)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 7)
                 )
                 (i32.const 4)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $8
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (f32.mul
                 (local.get $7)
                 (f32.const -9.8100004196167)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner1)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 7)
                 )
                 (i32.const 5)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $8
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (f32.mul
                 (local.get $7)
                 (f32.const 0)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner1)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (local.set $2
               (local.tee $3
                (i32.mul
                 (local.get $0)
                 (i32.const 7)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner2)
               )
              )
              (local.set $8
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (i32.mul
                      (local.get $0)
                      (i32.const 7)
                     )
                     (i32.const 3)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                  (local.get $7)
                 )
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 7)
                 )
                 (i32.const 1)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner2)
               )
              )
              (local.set $8
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (i32.mul
                      (local.get $0)
                      (i32.const 7)
                     )
                     (i32.const 4)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                  (local.get $7)
                 )
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (i32.const 7)
                 )
                 (i32.const 2)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner2)
               )
              )
              (local.set $8
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (i32.mul
                      (local.get $0)
                      (i32.const 7)
                     )
                     (i32.const 5)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                  (local.get $7)
                 )
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $8)
              )
              (if
               (i32.ge_u
                (local.tee $2
                 (i32.add
                  (i32.mul
                   (local.get $0)
                   (i32.const 7)
                  )
                  (i32.const 1)
                 )
                )
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 5)
                )
                (br $folding-inner5)
               )
              )
              (if
               (f32.lt
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
                  )
                 )
                )
                (f32.const 0)
               )
               (then
                (local.set $2
                 (local.tee $3
                  (i32.add
                   (i32.mul
                    (local.get $0)
                    (i32.const 7)
                   )
                   (i32.const 4)
                  )
                 )
                )
                (if
                 (i32.ge_u
                  (local.get $3)
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 6)
                  )
                  (br $folding-inner6)
                 )
                )
                (local.set $8
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                  (f32.const -0.5)
                 )
                )
                (if
                 (i32.ge_u
                  (local.get $2)
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 6)
                  )
                  (br $folding-inner5)
                 )
                )
                (f32.store
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
                  )
                 )
                 (local.get $8)
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
        (global.set $oob_site
         (i32.const 1)
        )
        (br $folding-inner6)
       )
       (global.set $oob_site
        (i32.const 0)
       )
       (br $folding-inner5)
      )
      (global.set $oob_site
       (i32.const 3)
      )
      (br $folding-inner6)
     )
     (global.set $oob_site
      (i32.const 4)
     )
     (br $folding-inner6)
    )
    (global.set $oob_site
     (i32.const 2)
    )
   )
   (global.set $oob_index
    (local.get $2)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $3)
  )
  (i32.const 1)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 f32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 f32) (param $8 i32) (result i32)
  (local $9 f32)
  (local $10 f64)
  (local $11 f64)
  (local $12 f64)
  (local $13 f64)
  (local $14 f64)
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (local $18 f64)
  (local $19 f64)
  (local $20 f64)
  (local $21 f64)
  (local $22 f64)
  (local $23 f64)
  (local $24 f64)
  (local.set $16
   (f64.add
    (local.tee $21
     (f64.add
      (local.tee $10
       (f64.add
        (local.tee $11
         (f64.mul
          (f64.convert_i32_s
           (local.get $8)
          )
          (f64.const 7)
         )
        )
        (f64.const 0)
       )
      )
      (f64.const 3)
     )
    )
    (local.tee $15
     (f64.max
      (local.tee $12
       (f64.mul
        (f64.convert_i32_s
         (local.get $0)
        )
        (f64.const 7)
       )
      )
      (local.tee $13
       (f64.mul
        (f64.convert_i32_s
         (i32.sub
          (local.get $1)
          (i32.const 1)
         )
        )
        (f64.const 7)
       )
      )
     )
    )
   )
  )
  (local.set $17
   (f64.add
    (local.tee $22
     (f64.add
      (local.get $10)
      (f64.const 4)
     )
    )
    (local.get $15)
   )
  )
  (local.set $18
   (f64.add
    (local.tee $23
     (f64.add
      (local.get $10)
      (f64.const 5)
     )
    )
    (local.get $15)
   )
  )
  (local.set $19
   (f64.add
    (local.tee $24
     (f64.add
      (local.get $10)
      (f64.const 1)
     )
    )
    (local.get $15)
   )
  )
  (local.set $20
   (f64.add
    (local.tee $14
     (f64.add
      (local.get $10)
      (f64.const 2)
     )
    )
    (local.get $15)
   )
  )
  (block $folding-inner6
   (block $folding-inner5
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
               (f64.add
                (local.tee $11
                 (f64.add
                  (f64.abs
                   (local.get $11)
                  )
                  (f64.const 0)
                 )
                )
                (f64.const 2)
               )
               (local.get $13)
              )
              (f64.const 4503599627370496)
             )
             (f64.ge
              (f64.add
               (local.get $14)
               (local.tee $12
                (f64.min
                 (local.get $12)
                 (local.get $13)
                )
               )
              )
              (f64.const 0)
             )
            )
            (i32.and
             (f64.lt
              (local.get $20)
              (f64.const 2147483648)
             )
             (f64.gt
              (local.tee $14
               (f64.convert_i32_u
                (local.get $6)
               )
              )
              (local.get $20)
             )
            )
           )
           (i32.and
            (i32.and
             (i32.and
              (f64.lt
               (f64.add
                (f64.add
                 (local.get $11)
                 (f64.const 1)
                )
                (local.get $13)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $24)
                (local.get $12)
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.lt
               (local.get $19)
               (f64.const 2147483648)
              )
              (f64.gt
               (local.get $14)
               (local.get $19)
              )
             )
            )
            (i32.and
             (i32.and
              (i32.and
               (f64.lt
                (f64.add
                 (local.get $11)
                 (local.get $13)
                )
                (f64.const 4503599627370496)
               )
               (f64.ge
                (f64.add
                 (local.get $10)
                 (local.get $12)
                )
                (f64.const 0)
               )
              )
              (i32.and
               (f64.gt
                (local.get $14)
                (local.tee $10
                 (f64.add
                  (local.get $10)
                  (local.get $15)
                 )
                )
               )
               (f64.lt
                (local.get $10)
                (f64.const 2147483648)
               )
              )
             )
             (i32.and
              (i32.and
               (i32.and
                (f64.lt
                 (f64.add
                  (f64.add
                   (local.get $11)
                   (f64.const 5)
                  )
                  (local.get $13)
                 )
                 (f64.const 4503599627370496)
                )
                (f64.ge
                 (f64.add
                  (local.get $23)
                  (local.get $12)
                 )
                 (f64.const 0)
                )
               )
               (i32.and
                (f64.lt
                 (local.get $18)
                 (f64.const 2147483648)
                )
                (f64.gt
                 (local.get $14)
                 (local.get $18)
                )
               )
              )
              (i32.and
               (i32.and
                (i32.and
                 (f64.lt
                  (f64.add
                   (f64.add
                    (local.get $11)
                    (f64.const 4)
                   )
                   (local.get $13)
                  )
                  (f64.const 4503599627370496)
                 )
                 (f64.ge
                  (f64.add
                   (local.get $22)
                   (local.get $12)
                  )
                  (f64.const 0)
                 )
                )
                (i32.and
                 (f64.lt
                  (local.get $17)
                  (f64.const 2147483648)
                 )
                 (f64.gt
                  (local.get $14)
                  (local.get $17)
                 )
                )
               )
               (i32.and
                (i32.and
                 (f64.lt
                  (f64.add
                   (f64.add
                    (local.get $11)
                    (f64.const 3)
                   )
                   (local.get $13)
                  )
                  (f64.const 4503599627370496)
                 )
                 (f64.ge
                  (f64.add
                   (local.get $21)
                   (local.get $12)
                  )
                  (f64.const 0)
                 )
                )
                (i32.and
                 (f64.lt
                  (local.get $16)
                  (f64.const 2147483648)
                 )
                 (f64.gt
                  (local.get $14)
                  (local.get $16)
                 )
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
             (local.set $2
              (i32.add
               (local.get $5)
               (i32.mul
                (local.get $8)
                (i32.const 28)
               )
              )
             )
             (loop $l5
              (f32.store
               (local.tee $4
                (i32.add
                 (local.tee $3
                  (i32.add
                   (local.get $2)
                   (local.tee $5
                    (i32.mul
                     (local.get $0)
                     (i32.const 28)
                    )
                   )
                  )
                 )
                 (i32.const 12)
                )
               )
               (f32.add
                (f32.load
                 (local.get $4)
                )
                (local.tee $9
                 (f32.mul
                  (local.get $7)
                  (f32.const 0)
                 )
                )
               )
              )
              (f32.store
               (local.tee $4
                (i32.add
                 (local.get $3)
                 (i32.const 16)
                )
               )
               (f32.add
                (f32.load
                 (local.get $4)
                )
                (f32.mul
                 (local.get $7)
                 (f32.const -9.8100004196167)
                )
               )
              )
              (f32.store
               (local.tee $6
                (i32.add
                 (local.get $3)
                 (i32.const 20)
                )
               )
               (f32.add
                (f32.load
                 (local.get $6)
                )
                (local.get $9)
               )
              )
              (f32.store
               (local.tee $5
                (i32.add
                 (local.get $2)
                 (local.get $5)
                )
               )
               (f32.add
                (f32.load
                 (local.get $5)
                )
                (f32.mul
                 (f32.load
                  (i32.add
                   (i32.add
                    (local.get $2)
                    (i32.mul
                     (local.get $0)
                     (i32.const 28)
                    )
                   )
                   (i32.const 12)
                  )
                 )
                 (local.get $7)
                )
               )
              )
              (f32.store
               (local.tee $5
                (i32.add
                 (local.get $3)
                 (i32.const 4)
                )
               )
               (f32.add
                (f32.load
                 (local.get $5)
                )
                (f32.mul
                 (f32.load
                  (i32.add
                   (i32.add
                    (local.get $2)
                    (i32.mul
                     (local.get $0)
                     (i32.const 28)
                    )
                   )
                   (i32.const 16)
                  )
                 )
                 (local.get $7)
                )
               )
              )
              (f32.store
               (local.tee $3
                (i32.add
                 (local.get $3)
                 (i32.const 8)
                )
               )
               (f32.add
                (f32.load
                 (local.get $3)
                )
                (f32.mul
                 (f32.load
                  (i32.add
                   (i32.add
                    (local.get $2)
                    (i32.mul
                     (local.get $0)
                     (i32.const 28)
                    )
                   )
                   (i32.const 20)
                  )
                 )
                 (local.get $7)
                )
               )
              )
              (if
               (f32.lt
                (f32.load
                 (i32.add
                  (i32.add
                   (local.get $2)
                   (i32.mul
                    (local.get $0)
                    (i32.const 28)
                   )
                  )
                  (i32.const 4)
                 )
                )
                (f32.const 0)
               )
               (then
                (f32.store
                 (local.get $4)
                 (f32.mul
                  (f32.load
                   (i32.add
                    (i32.add
                     (local.get $2)
                     (i32.mul
                      (local.get $0)
                      (i32.const 28)
                     )
                    )
                    (i32.const 16)
                   )
                  )
                  (f32.const -0.5)
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
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $8)
                  )
                  (i32.const 7)
                 )
                 (i32.const 3)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $9
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (f32.mul
                 (local.get $7)
                 (f32.const 0)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner1)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $9)
              )
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $8)
                  )
                  (i32.const 7)
                 )
                 (i32.const 4)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $9
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (f32.mul
                 (local.get $7)
                 (f32.const -9.8100004196167)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner1)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $9)
              )
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $8)
                  )
                  (i32.const 7)
                 )
                 (i32.const 5)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $9
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (f32.mul
                 (local.get $7)
                 (f32.const 0)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner1)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $9)
              )
              (local.set $2
               (local.tee $3
                (i32.mul
                 (i32.add
                  (local.get $0)
                  (local.get $8)
                 )
                 (i32.const 7)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner2)
               )
              )
              (local.set $9
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (i32.mul
                      (i32.add
                       (local.get $0)
                       (local.get $8)
                      )
                      (i32.const 7)
                     )
                     (i32.const 3)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                  (local.get $7)
                 )
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $9)
              )
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $8)
                  )
                  (i32.const 7)
                 )
                 (i32.const 1)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner2)
               )
              )
              (local.set $9
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (i32.mul
                      (i32.add
                       (local.get $0)
                       (local.get $8)
                      )
                      (i32.const 7)
                     )
                     (i32.const 4)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                  (local.get $7)
                 )
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $9)
              )
              (local.set $2
               (local.tee $3
                (i32.add
                 (i32.mul
                  (i32.add
                   (local.get $0)
                   (local.get $8)
                  )
                  (i32.const 7)
                 )
                 (i32.const 2)
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $3)
                (local.get $6)
               )
               (then
                (br $folding-inner2)
               )
              )
              (local.set $9
               (f32.add
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (i32.mul
                      (i32.add
                       (local.get $0)
                       (local.get $8)
                      )
                      (i32.const 7)
                     )
                     (i32.const 5)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                  (local.get $7)
                 )
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $2)
                (local.get $6)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
               (local.get $9)
              )
              (if
               (i32.ge_u
                (local.tee $2
                 (i32.add
                  (i32.mul
                   (i32.add
                    (local.get $0)
                    (local.get $8)
                   )
                   (i32.const 7)
                  )
                  (i32.const 1)
                 )
                )
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 5)
                )
                (br $folding-inner5)
               )
              )
              (if
               (f32.lt
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
                  )
                 )
                )
                (f32.const 0)
               )
               (then
                (local.set $2
                 (local.tee $3
                  (i32.add
                   (i32.mul
                    (i32.add
                     (local.get $0)
                     (local.get $8)
                    )
                    (i32.const 7)
                   )
                   (i32.const 4)
                  )
                 )
                )
                (if
                 (i32.ge_u
                  (local.get $3)
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 6)
                  )
                  (br $folding-inner6)
                 )
                )
                (local.set $9
                 (f32.mul
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $3)
                     (i32.const 2)
                    )
                   )
                  )
                  (f32.const -0.5)
                 )
                )
                (if
                 (i32.ge_u
                  (local.get $2)
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 6)
                  )
                  (br $folding-inner5)
                 )
                )
                (f32.store
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
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
        (global.set $oob_site
         (i32.const 1)
        )
        (br $folding-inner6)
       )
       (global.set $oob_site
        (i32.const 0)
       )
       (br $folding-inner5)
      )
      (global.set $oob_site
       (i32.const 3)
      )
      (br $folding-inner6)
     )
     (global.set $oob_site
      (i32.const 4)
     )
     (br $folding-inner6)
    )
    (global.set $oob_site
     (i32.const 2)
    )
   )
   (global.set $oob_index
    (local.get $2)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $3)
  )
  (i32.const 1)
 )
)
