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
  (local $9 f64)
  (local $10 f64)
  (block $folding-inner3
   (block $folding-inner2
    (block $folding-inner1
     (block $folding-inner0
      (if
       (i32.and
        (i32.and
         (local.tee $2
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
              (local.tee $9
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
           (local.tee $9
            (f64.add
             (f64.max
              (local.get $9)
              (local.get $10)
             )
             (f64.const 0)
            )
           )
           (f64.convert_i32_u
            (local.get $6)
           )
          )
          (f64.lt
           (local.get $9)
           (f64.const 2147483648)
          )
         )
        )
        (i32.and
         (local.get $2)
         (i32.and
          (f64.lt
           (local.get $9)
           (f64.const 2147483648)
          )
          (f64.gt
           (f64.convert_i32_u
            (local.get $8)
           )
           (local.get $9)
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
           (i32.store
            (i32.add
             (local.tee $2
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $7)
            )
            (i32.add
             (if (result i32)
              (i32.lt_s
               (local.tee $2
                (i32.load
                 (i32.add
                  (local.get $2)
                  (local.get $5)
                 )
                )
               )
               (i32.const 0)
              )
              (then
               (i32.sub
                (i32.const 0)
                (i32.add
                 (if (result i32)
                  (local.tee $2
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
                   (i32.div_u
                    (i32.const -294967296)
                    (local.get $2)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                 (i32.ne
                  (if (result i32)
                   (local.tee $2
                    (select
                     (i32.sub
                      (i32.const 0)
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
                     (i32.const -294967296)
                     (local.get $2)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                  (i32.const 0)
                 )
                )
               )
              )
              (else
               (if (result i32)
                (local.tee $2
                 (select
                  (i32.sub
                   (i32.const 0)
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
                  )
                  (local.get $2)
                  (i32.lt_s
                   (local.get $2)
                   (i32.const 0)
                  )
                 )
                )
                (then
                 (i32.div_u
                  (i32.const -294967296)
                  (local.get $2)
                 )
                )
                (else
                 (i32.const 0)
                )
               )
              )
             )
             (i32.mul
              (if (result i32)
               (i32.lt_s
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
                (i32.const 0)
               )
               (then
                (i32.sub
                 (i32.const 0)
                 (if (result i32)
                  (local.tee $2
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
                   (i32.div_u
                    (i32.const -294967296)
                    (local.get $2)
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
                 (local.tee $2
                  (select
                   (i32.sub
                    (i32.const 0)
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
                   )
                   (local.get $2)
                   (i32.lt_s
                    (local.get $2)
                    (i32.const 0)
                   )
                  )
                 )
                 (then
                  (i32.div_u
                   (i32.const -294967296)
                   (local.get $2)
                  )
                 )
                 (else
                  (i32.const 0)
                 )
                )
               )
              )
              (i32.const 3)
             )
            )
           )
           (i32.store
            (local.tee $2
             (i32.add
              (local.tee $3
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
              (local.get $7)
             )
            )
            (i32.add
             (i32.load
              (local.get $2)
             )
             (i32.add
              (i32.add
               (select
                (i32.const -3)
                (i32.const 0)
                (i32.eq
                 (local.tee $2
                  (i32.load
                   (i32.add
                    (local.get $3)
                    (local.get $5)
                   )
                  )
                 )
                 (i32.const -2147483648)
                )
               )
               (select
                (i32.const -1)
                (i32.const 0)
                (local.tee $2
                 (i32.lt_s
                  (local.get $2)
                  (i32.const 0)
                 )
                )
               )
              )
              (select
               (i32.const -9)
               (i32.const 0)
               (local.get $2)
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
             (br $folding-inner0)
            )
           )
           (local.set $3
            (i32.add
             (if (result i32)
              (i32.lt_s
               (i32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                )
               )
               (i32.const 0)
              )
              (then
               (if
                (i32.ge_u
                 (local.tee $2
                  (local.get $0)
                 )
                 (local.get $6)
                )
                (then
                 (global.set $oob_site
                  (i32.const 0)
                 )
                 (br $folding-inner1)
                )
               )
               (i32.sub
                (i32.const 0)
                (i32.add
                 (if (result i32)
                  (local.tee $3
                   (select
                    (i32.sub
                     (i32.const 0)
                     (local.tee $3
                      (i32.load
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
                    (local.get $3)
                    (i32.lt_s
                     (local.get $3)
                     (i32.const 0)
                    )
                   )
                  )
                  (then
                   (i32.div_u
                    (i32.const -294967296)
                    (local.get $3)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.get $2)
                    (local.get $6)
                   )
                   (then
                    (br $folding-inner0)
                   )
                  )
                  (i32.ne
                   (if (result i32)
                    (local.tee $2
                     (select
                      (i32.sub
                       (i32.const 0)
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
                      (i32.const -294967296)
                      (local.get $2)
                     )
                    )
                    (else
                     (i32.const 0)
                    )
                   )
                   (i32.const 0)
                  )
                 )
                )
               )
              )
              (else
               (if
                (i32.ge_u
                 (local.get $0)
                 (local.get $6)
                )
                (then
                 (br $folding-inner0)
                )
               )
               (if (result i32)
                (local.tee $2
                 (select
                  (i32.sub
                   (i32.const 0)
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
                  )
                  (local.get $2)
                  (i32.lt_s
                   (local.get $2)
                   (i32.const 0)
                  )
                 )
                )
                (then
                 (i32.div_u
                  (i32.const -294967296)
                  (local.get $2)
                 )
                )
                (else
                 (i32.const 0)
                )
               )
              )
             )
             (block (result i32)
              (if
               (i32.ge_u
                (local.tee $2
                 (local.get $0)
                )
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 1)
                )
                (br $folding-inner1)
               )
              )
              (i32.mul
               (if (result i32)
                (i32.lt_s
                 (i32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                 )
                 (i32.const 0)
                )
                (then
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner2)
                  )
                 )
                 (i32.sub
                  (i32.const 0)
                  (if (result i32)
                   (local.tee $2
                    (select
                     (i32.sub
                      (i32.const 0)
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
                     )
                     (local.get $2)
                     (i32.lt_s
                      (local.get $2)
                      (i32.const 0)
                     )
                    )
                   )
                   (then
                    (i32.div_u
                     (i32.const -294967296)
                     (local.get $2)
                    )
                   )
                   (else
                    (i32.const 0)
                   )
                  )
                 )
                )
                (else
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner2)
                  )
                 )
                 (if (result i32)
                  (local.tee $2
                   (select
                    (i32.sub
                     (i32.const 0)
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
                    )
                    (local.get $2)
                    (i32.lt_s
                     (local.get $2)
                     (i32.const 0)
                    )
                   )
                  )
                  (then
                   (i32.div_u
                    (i32.const -294967296)
                    (local.get $2)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                )
               )
               (i32.const 3)
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
              (i32.const 2)
             )
             (br $folding-inner1)
            )
           )
           (i32.store
            (i32.add
             (local.get $7)
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
             (local.get $8)
            )
            (then
             (global.set $oob_site
              (i32.const 3)
             )
             (br $folding-inner3)
            )
           )
           (local.set $3
            (i32.add
             (i32.load
              (i32.add
               (local.get $7)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (block (result i32)
              (if
               (i32.ge_u
                (local.get $0)
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 4)
                )
                (br $folding-inner1)
               )
              )
              (i32.add
               (i32.add
                (select
                 (i32.const -1)
                 (i32.const 0)
                 (i32.lt_s
                  (i32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                  )
                  (i32.const 0)
                 )
                )
                (block (result i32)
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 5)
                   )
                   (br $folding-inner1)
                  )
                 )
                 (select
                  (i32.const -3)
                  (i32.const 0)
                  (i32.eq
                   (i32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $2)
                      (i32.const 2)
                     )
                    )
                   )
                   (i32.const -2147483648)
                  )
                 )
                )
               )
               (block (result i32)
                (if
                 (i32.ge_u
                  (local.get $2)
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 6)
                  )
                  (br $folding-inner1)
                 )
                )
                (select
                 (i32.const -9)
                 (i32.const 0)
                 (i32.lt_s
                  (i32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                  )
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
             (local.get $0)
             (local.get $8)
            )
            (then
             (global.set $oob_site
              (i32.const 7)
             )
             (br $folding-inner3)
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
            (local.get $3)
           )
           (br_if $l2
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
     (global.set $oob_site
      (i32.const 0)
     )
     (br $folding-inner3)
    )
    (global.set $oob_index
     (local.get $2)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_site
    (i32.const 1)
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
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l2
     (i32.store
      (i32.add
       (local.get $7)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (i32.add
       (if (result i32)
        (i32.lt_s
         (local.tee $2
          (i32.load
           (i32.add
            (local.get $2)
            (local.get $5)
           )
          )
         )
         (i32.const 0)
        )
        (then
         (i32.sub
          (i32.const 0)
          (i32.add
           (if (result i32)
            (local.tee $2
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
             (i32.div_u
              (i32.const -294967296)
              (local.get $2)
             )
            )
            (else
             (i32.const 0)
            )
           )
           (i32.ne
            (if (result i32)
             (local.tee $2
              (select
               (i32.sub
                (i32.const 0)
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
               (i32.const -294967296)
               (local.get $2)
              )
             )
             (else
              (i32.const 0)
             )
            )
            (i32.const 0)
           )
          )
         )
        )
        (else
         (if (result i32)
          (local.tee $2
           (select
            (i32.sub
             (i32.const 0)
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
            )
            (local.get $2)
            (i32.lt_s
             (local.get $2)
             (i32.const 0)
            )
           )
          )
          (then
           (i32.div_u
            (i32.const -294967296)
            (local.get $2)
           )
          )
          (else
           (i32.const 0)
          )
         )
        )
       )
       (i32.mul
        (if (result i32)
         (i32.lt_s
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
          (i32.const 0)
         )
         (then
          (i32.sub
           (i32.const 0)
           (if (result i32)
            (local.tee $2
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
             (i32.div_u
              (i32.const -294967296)
              (local.get $2)
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
           (local.tee $2
            (select
             (i32.sub
              (i32.const 0)
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
             )
             (local.get $2)
             (i32.lt_s
              (local.get $2)
              (i32.const 0)
             )
            )
           )
           (then
            (i32.div_u
             (i32.const -294967296)
             (local.get $2)
            )
           )
           (else
            (i32.const 0)
           )
          )
         )
        )
        (i32.const 3)
       )
      )
     )
     (i32.store
      (local.tee $3
       (i32.add
        (local.get $7)
        (local.tee $2
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
      (i32.add
       (i32.load
        (local.get $3)
       )
       (i32.add
        (i32.add
         (select
          (i32.const -3)
          (i32.const 0)
          (i32.eq
           (local.tee $2
            (i32.load
             (i32.add
              (local.get $2)
              (local.get $5)
             )
            )
           )
           (i32.const -2147483648)
          )
         )
         (select
          (i32.const -1)
          (i32.const 0)
          (local.tee $2
           (i32.lt_s
            (local.get $2)
            (i32.const 0)
           )
          )
         )
        )
        (select
         (i32.const -9)
         (i32.const 0)
         (local.get $2)
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
