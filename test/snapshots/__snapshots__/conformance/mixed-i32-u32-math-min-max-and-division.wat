;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 f64)
  (local $17 i32)
  (local $18 i32)
  (local $19 f64)
  (local $20 f32)
  (block $folding-inner1
   (block $folding-inner0
    (if
     (i32.and
      (i32.and
       (local.tee $2
        (i32.and
         (f64.lt
          (f64.add
           (local.tee $16
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
            (local.get $16)
            (local.tee $19
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
         (local.tee $16
          (f64.add
           (f64.max
            (local.get $16)
            (local.get $19)
           )
           (f64.const 0)
          )
         )
         (f64.convert_i32_u
          (local.get $15)
         )
        )
        (f64.lt
         (local.get $16)
         (f64.const 2147483648)
        )
       )
      )
      (i32.and
       (i32.and
        (i32.and
         (f64.lt
          (local.get $16)
          (f64.const 2147483648)
         )
         (f64.gt
          (f64.convert_i32_u
           (local.get $13)
          )
          (local.get $16)
         )
        )
        (local.get $2)
       )
       (i32.and
        (i32.and
         (i32.and
          (f64.lt
           (local.get $16)
           (f64.const 2147483648)
          )
          (f64.gt
           (f64.convert_i32_u
            (local.get $11)
           )
           (local.get $16)
          )
         )
         (local.get $2)
        )
        (i32.and
         (i32.and
          (i32.and
           (f64.lt
            (local.get $16)
            (f64.const 2147483648)
           )
           (f64.gt
            (f64.convert_i32_u
             (local.get $8)
            )
            (local.get $16)
           )
          )
          (local.get $2)
         )
         (i32.and
          (local.get $2)
          (i32.and
           (f64.lt
            (local.get $16)
            (f64.const 2147483648)
           )
           (f64.gt
            (f64.convert_i32_u
             (local.get $6)
            )
            (local.get $16)
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
         (local.set $3
          (i32.load
           (i32.add
            (local.tee $2
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
            (local.get $5)
           )
          )
         )
         (i32.store
          (i32.add
           (local.get $2)
           (local.get $10)
          )
          (if (result i32)
           (i32.lt_s
            (local.tee $2
             (i32.load
              (i32.add
               (local.get $2)
               (local.get $7)
              )
             )
            )
            (i32.const 0)
           )
           (then
            (local.get $2)
           )
           (else
            (select
             (local.get $3)
             (local.get $2)
             (i32.gt_u
              (local.get $2)
              (local.get $3)
             )
            )
           )
          )
         )
         (i32.store
          (i32.add
           (local.tee $8
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
           (local.get $12)
          )
          (select
           (local.get $3)
           (select
            (local.get $2)
            (local.get $3)
            (i32.gt_u
             (local.get $2)
             (local.get $3)
            )
           )
           (local.tee $4
            (i32.lt_s
             (local.get $2)
             (i32.const 0)
            )
           )
          )
         )
         (i32.store
          (i32.add
           (local.get $8)
           (local.get $10)
          )
          (i32.xor
           (if (result i32)
            (local.get $4)
            (then
             (local.set $4
              (select
               (i32.sub
                (i32.const 0)
                (local.get $2)
               )
               (local.get $2)
               (local.get $4)
              )
             )
             (i32.sub
              (i32.const 0)
              (if (result i32)
               (local.get $3)
               (then
                (i32.rem_u
                 (local.get $4)
                 (local.get $3)
                )
               )
               (else
                (i32.const 0)
               )
              )
             )
            )
            (else
             (local.set $4
              (select
               (i32.sub
                (i32.const 0)
                (local.get $2)
               )
               (local.get $2)
               (i32.lt_s
                (local.get $2)
                (i32.const 0)
               )
              )
             )
             (if (result i32)
              (local.get $3)
              (then
               (i32.rem_u
                (local.get $4)
                (local.get $3)
               )
              )
              (else
               (i32.const 0)
              )
             )
            )
           )
           (i32.load
            (i32.add
             (local.tee $4
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $10)
            )
           )
          )
         )
         (i32.store
          (i32.add
           (local.get $4)
           (local.get $12)
          )
          (i32.xor
           (if (result i32)
            (local.tee $4
             (select
              (i32.sub
               (i32.const 0)
               (local.get $2)
              )
              (local.get $2)
              (i32.lt_s
               (local.get $2)
               (i32.const 0)
              )
             )
            )
            (then
             (i32.rem_u
              (local.get $3)
              (local.get $4)
             )
            )
            (else
             (i32.const 0)
            )
           )
           (i32.load
            (i32.add
             (local.tee $4
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $12)
            )
           )
          )
         )
         (i32.store
          (local.tee $4
           (i32.add
            (local.get $4)
            (local.get $10)
           )
          )
          (i32.add
           (i32.load
            (local.get $4)
           )
           (i32.add
            (if (result i32)
             (local.get $6)
             (then
              (i32.div_u
               (local.get $3)
               (local.get $6)
              )
             )
             (else
              (i32.const 0)
             )
            )
            (if (result i32)
             (i32.lt_s
              (local.tee $4
               (i32.add
                (local.get $0)
                (i32.const 1)
               )
              )
              (i32.const 0)
             )
             (then
              (i32.sub
               (i32.const 0)
               (if (result i32)
                (local.tee $4
                 (select
                  (i32.sub
                   (i32.const 0)
                   (local.get $4)
                  )
                  (local.get $4)
                  (i32.lt_s
                   (local.get $4)
                   (i32.const 0)
                  )
                 )
                )
                (then
                 (i32.div_u
                  (local.get $9)
                  (local.get $4)
                 )
                )
                (else
                 (i32.const 0)
                )
               )
              )
             )
             (else
              (if (result i32)
               (local.tee $4
                (select
                 (i32.sub
                  (i32.const 0)
                  (local.tee $4
                   (i32.add
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                 )
                 (local.get $4)
                 (i32.lt_s
                  (local.get $4)
                  (i32.const 0)
                 )
                )
               )
               (then
                (i32.div_u
                 (local.get $9)
                 (local.get $4)
                )
               )
               (else
                (i32.const 0)
               )
              )
             )
            )
           )
          )
         )
         (f32.store
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
           (local.get $14)
          )
          (f32.convert_i32_u
           (if (result i32)
            (local.tee $2
             (select
              (i32.sub
               (i32.const 0)
               (local.tee $2
                (select
                 (local.get $2)
                 (i32.const 3)
                 (local.get $2)
                )
               )
              )
              (local.get $2)
              (i32.lt_s
               (local.get $2)
               (i32.const 0)
              )
             )
            )
            (then
             (i32.rem_u
              (local.get $3)
              (local.get $2)
             )
            )
            (else
             (i32.const 0)
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
         (local.set $17
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
         (if
          (i32.ge_u
           (local.tee $2
            (local.get $0)
           )
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 1)
           )
           (br $folding-inner1)
          )
         )
         (local.set $3
          (select
           (local.tee $4
            (i32.load
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
            )
           )
           (select
            (local.get $17)
            (local.get $4)
            (i32.gt_u
             (local.get $4)
             (local.get $17)
            )
           )
           (i32.lt_s
            (local.get $4)
            (i32.const 0)
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $2)
           (local.get $11)
          )
          (then
           (global.set $oob_site
            (i32.const 2)
           )
           (br $folding-inner1)
          )
         )
         (i32.store
          (i32.add
           (local.get $10)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
          (local.get $3)
         )
         (local.set $2
          (select
           (local.get $17)
           (select
            (local.get $4)
            (local.get $17)
            (i32.gt_u
             (local.get $4)
             (local.get $17)
            )
           )
           (i32.lt_s
            (local.get $4)
            (i32.const 0)
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $0)
           (local.get $13)
          )
          (then
           (global.set $oob_site
            (i32.const 3)
           )
           (br $folding-inner0)
          )
         )
         (i32.store
          (i32.add
           (local.get $12)
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
           (local.get $11)
          )
          (then
           (global.set $oob_site
            (i32.const 4)
           )
           (br $folding-inner0)
          )
         )
         (local.set $3
          (i32.xor
           (if (result i32)
            (local.tee $2
             (i32.lt_s
              (local.get $4)
              (i32.const 0)
             )
            )
            (then
             (local.set $2
              (select
               (i32.sub
                (i32.const 0)
                (local.get $4)
               )
               (local.get $4)
               (local.get $2)
              )
             )
             (i32.sub
              (i32.const 0)
              (if (result i32)
               (local.get $17)
               (then
                (i32.rem_u
                 (local.get $2)
                 (local.get $17)
                )
               )
               (else
                (i32.const 0)
               )
              )
             )
            )
            (else
             (local.set $2
              (select
               (i32.sub
                (i32.const 0)
                (local.get $4)
               )
               (local.get $4)
               (i32.lt_s
                (local.get $4)
                (i32.const 0)
               )
              )
             )
             (if (result i32)
              (local.get $17)
              (then
               (i32.rem_u
                (local.get $2)
                (local.get $17)
               )
              )
              (else
               (i32.const 0)
              )
             )
            )
           )
           (i32.load
            (i32.add
             (local.get $10)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.tee $2
            (local.get $0)
           )
           (local.get $11)
          )
          (then
           (global.set $oob_site
            (i32.const 5)
           )
           (br $folding-inner1)
          )
         )
         (i32.store
          (i32.add
           (local.get $10)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
          (local.get $3)
         )
         (if
          (i32.ge_u
           (local.get $0)
           (local.get $13)
          )
          (then
           (global.set $oob_site
            (i32.const 6)
           )
           (br $folding-inner1)
          )
         )
         (local.set $18
          (i32.xor
           (if (result i32)
            (local.tee $3
             (select
              (i32.sub
               (i32.const 0)
               (local.get $4)
              )
              (local.get $4)
              (i32.lt_s
               (local.get $4)
               (i32.const 0)
              )
             )
            )
            (then
             (i32.rem_u
              (local.get $17)
              (local.get $3)
             )
            )
            (else
             (i32.const 0)
            )
           )
           (i32.load
            (i32.add
             (local.get $12)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.tee $3
            (local.get $2)
           )
           (local.get $13)
          )
          (then
           (global.set $oob_site
            (i32.const 7)
           )
           (br $folding-inner1)
          )
         )
         (i32.store
          (i32.add
           (local.get $12)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
          (local.get $18)
         )
         (if
          (i32.ge_u
           (local.get $2)
           (local.get $11)
          )
          (then
           (global.set $oob_site
            (i32.const 8)
           )
           (br $folding-inner1)
          )
         )
         (local.set $18
          (i32.add
           (i32.load
            (i32.add
             (local.get $10)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
           )
           (i32.add
            (if (result i32)
             (local.get $6)
             (then
              (i32.div_u
               (local.get $17)
               (local.get $6)
              )
             )
             (else
              (i32.const 0)
             )
            )
            (if (result i32)
             (i32.lt_s
              (local.tee $3
               (i32.add
                (local.get $2)
                (i32.const 1)
               )
              )
              (i32.const 0)
             )
             (then
              (i32.sub
               (i32.const 0)
               (if (result i32)
                (local.tee $3
                 (select
                  (i32.sub
                   (i32.const 0)
                   (local.get $3)
                  )
                  (local.get $3)
                  (i32.lt_s
                   (local.get $3)
                   (i32.const 0)
                  )
                 )
                )
                (then
                 (i32.div_u
                  (local.get $9)
                  (local.get $3)
                 )
                )
                (else
                 (i32.const 0)
                )
               )
              )
             )
             (else
              (if (result i32)
               (local.tee $3
                (select
                 (i32.sub
                  (i32.const 0)
                  (local.tee $3
                   (i32.add
                    (local.get $2)
                    (i32.const 1)
                   )
                  )
                 )
                 (local.get $3)
                 (i32.lt_s
                  (local.get $3)
                  (i32.const 0)
                 )
                )
               )
               (then
                (i32.div_u
                 (local.get $9)
                 (local.get $3)
                )
               )
               (else
                (i32.const 0)
               )
              )
             )
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.tee $3
            (local.get $2)
           )
           (local.get $11)
          )
          (then
           (global.set $oob_site
            (i32.const 9)
           )
           (br $folding-inner1)
          )
         )
         (i32.store
          (i32.add
           (local.get $10)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
          (local.get $18)
         )
         (local.set $20
          (f32.convert_i32_u
           (if (result i32)
            (local.tee $3
             (select
              (i32.sub
               (i32.const 0)
               (local.tee $3
                (select
                 (local.get $4)
                 (i32.const 3)
                 (local.get $4)
                )
               )
              )
              (local.get $3)
              (i32.lt_s
               (local.get $3)
               (i32.const 0)
              )
             )
            )
            (then
             (i32.rem_u
              (local.get $17)
              (local.get $3)
             )
            )
            (else
             (i32.const 0)
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $2)
           (local.get $15)
          )
          (then
           (global.set $oob_site
            (i32.const 10)
           )
           (br $folding-inner1)
          )
         )
         (f32.store
          (i32.add
           (local.get $14)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
          (local.get $20)
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
   (return
    (i32.const 1)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l2
     (local.set $3
      (i32.load
       (i32.add
        (local.get $5)
        (local.tee $2
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $2)
       (local.get $10)
      )
      (if (result i32)
       (i32.lt_s
        (local.tee $2
         (i32.load
          (i32.add
           (local.get $2)
           (local.get $7)
          )
         )
        )
        (i32.const 0)
       )
       (then
        (local.get $2)
       )
       (else
        (select
         (local.get $3)
         (local.get $2)
         (i32.gt_u
          (local.get $2)
          (local.get $3)
         )
        )
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $12)
       (local.tee $8
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (select
       (local.get $3)
       (select
        (local.get $2)
        (local.get $3)
        (i32.gt_u
         (local.get $2)
         (local.get $3)
        )
       )
       (local.tee $4
        (i32.lt_s
         (local.get $2)
         (i32.const 0)
        )
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $8)
       (local.get $10)
      )
      (i32.xor
       (if (result i32)
        (local.get $4)
        (then
         (local.set $4
          (select
           (i32.sub
            (i32.const 0)
            (local.get $2)
           )
           (local.get $2)
           (local.get $4)
          )
         )
         (i32.sub
          (i32.const 0)
          (if (result i32)
           (local.get $3)
           (then
            (i32.rem_u
             (local.get $4)
             (local.get $3)
            )
           )
           (else
            (i32.const 0)
           )
          )
         )
        )
        (else
         (local.set $4
          (select
           (i32.sub
            (i32.const 0)
            (local.get $2)
           )
           (local.get $2)
           (i32.lt_s
            (local.get $2)
            (i32.const 0)
           )
          )
         )
         (if (result i32)
          (local.get $3)
          (then
           (i32.rem_u
            (local.get $4)
            (local.get $3)
           )
          )
          (else
           (i32.const 0)
          )
         )
        )
       )
       (i32.load
        (i32.add
         (local.get $10)
         (local.tee $4
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $4)
       (local.get $12)
      )
      (i32.xor
       (if (result i32)
        (local.tee $4
         (select
          (i32.sub
           (i32.const 0)
           (local.get $2)
          )
          (local.get $2)
          (i32.lt_s
           (local.get $2)
           (i32.const 0)
          )
         )
        )
        (then
         (i32.rem_u
          (local.get $3)
          (local.get $4)
         )
        )
        (else
         (i32.const 0)
        )
       )
       (i32.load
        (i32.add
         (local.get $12)
         (local.tee $4
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
      )
     )
     (i32.store
      (local.tee $4
       (i32.add
        (local.get $4)
        (local.get $10)
       )
      )
      (i32.add
       (i32.load
        (local.get $4)
       )
       (i32.add
        (if (result i32)
         (local.get $6)
         (then
          (i32.div_u
           (local.get $3)
           (local.get $6)
          )
         )
         (else
          (i32.const 0)
         )
        )
        (if (result i32)
         (i32.lt_s
          (local.tee $4
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (i32.const 0)
         )
         (then
          (i32.sub
           (i32.const 0)
           (if (result i32)
            (local.tee $4
             (select
              (i32.sub
               (i32.const 0)
               (local.get $4)
              )
              (local.get $4)
              (i32.lt_s
               (local.get $4)
               (i32.const 0)
              )
             )
            )
            (then
             (i32.div_u
              (local.get $9)
              (local.get $4)
             )
            )
            (else
             (i32.const 0)
            )
           )
          )
         )
         (else
          (if (result i32)
           (local.tee $4
            (select
             (i32.sub
              (i32.const 0)
              (local.tee $4
               (i32.add
                (local.get $0)
                (i32.const 1)
               )
              )
             )
             (local.get $4)
             (i32.lt_s
              (local.get $4)
              (i32.const 0)
             )
            )
           )
           (then
            (i32.div_u
             (local.get $9)
             (local.get $4)
            )
           )
           (else
            (i32.const 0)
           )
          )
         )
        )
       )
      )
     )
     (f32.store
      (i32.add
       (local.get $14)
       (i32.shl
        (local.get $0)
        (i32.const 2)
       )
      )
      (f32.convert_i32_u
       (if (result i32)
        (local.tee $2
         (select
          (i32.sub
           (i32.const 0)
           (local.tee $2
            (select
             (local.get $2)
             (i32.const 3)
             (local.get $2)
            )
           )
          )
          (local.get $2)
          (i32.lt_s
           (local.get $2)
           (i32.const 0)
          )
         )
        )
        (then
         (i32.rem_u
          (local.get $3)
          (local.get $2)
         )
        )
        (else
         (i32.const 0)
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
