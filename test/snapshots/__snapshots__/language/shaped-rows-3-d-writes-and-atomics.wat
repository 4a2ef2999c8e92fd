;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (param $17 i32) (param $18 i32) (param $19 i32) (result i32)
  (local $20 f64)
  (local $21 f32)
  (local $22 f64)
  (local $23 f64)
  (local $24 f64)
  (local $25 f64)
  (local $26 f64)
  (local $27 f64)
  (local.set $20
   (f64.add
    (f64.max
     (f64.mul
      (local.tee $22
       (f64.add
        (local.tee $26
         (f64.mul
          (local.tee $25
           (f64.convert_i32_s
            (local.get $14)
           )
          )
          (f64.const 1)
         )
        )
        (f64.const 0)
       )
      )
      (local.tee $23
       (f64.convert_i32_s
        (local.get $0)
       )
      )
     )
     (local.tee $27
      (f64.mul
       (local.get $22)
       (local.tee $24
        (f64.convert_i32_s
         (i32.sub
          (local.get $1)
          (i32.const 1)
         )
        )
       )
      )
     )
    )
    (f64.const 0)
   )
  )
  (block $folding-inner12
   (block $folding-inner11
    (block $folding-inner10
     (block $folding-inner9
      (block $folding-inner8
       (block $folding-inner7
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
                   (i32.and
                    (if (result i32)
                     (f64.ge
                      (f64.add
                       (f64.min
                        (local.get $27)
                        (f64.mul
                         (local.get $22)
                         (local.get $23)
                        )
                       )
                       (f64.const 0)
                      )
                      (f64.const 0)
                     )
                     (then
                      (f64.lt
                       (f64.add
                        (f64.mul
                         (f64.add
                          (f64.abs
                           (local.get $26)
                          )
                          (f64.const 0)
                         )
                         (local.get $24)
                        )
                        (f64.const 0)
                       )
                       (f64.const 4503599627370496)
                      )
                     )
                     (else
                      (i32.const 0)
                     )
                    )
                    (i32.and
                     (f64.lt
                      (local.get $20)
                      (f64.const 2147483648)
                     )
                     (f64.gt
                      (f64.convert_i32_u
                       (local.get $6)
                      )
                      (local.get $20)
                     )
                    )
                   )
                   (i32.and
                    (i32.and
                     (local.tee $2
                      (i32.and
                       (f64.lt
                        (f64.add
                         (local.tee $20
                          (f64.mul
                           (local.get $24)
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
                          (local.get $20)
                          (local.tee $22
                           (f64.mul
                            (local.get $23)
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
                       (local.tee $20
                        (f64.add
                         (f64.max
                          (local.get $20)
                          (local.get $22)
                         )
                         (f64.const 0)
                        )
                       )
                       (f64.convert_i32_u
                        (local.get $8)
                       )
                      )
                      (f64.lt
                       (local.get $20)
                       (f64.const 2147483648)
                      )
                     )
                    )
                    (i32.and
                     (local.get $2)
                     (i32.and
                      (f64.lt
                       (local.get $20)
                       (f64.const 2147483648)
                      )
                      (f64.gt
                       (f64.convert_i32_s
                        (local.get $13)
                       )
                       (local.get $20)
                      )
                     )
                    )
                   )
                  )
                  (f64.gt
                   (local.get $25)
                   (f64.const 0)
                  )
                 )
                 (f64.gt
                  (f64.convert_i32_s
                   (local.get $16)
                  )
                  (f64.const 0)
                 )
                )
                (then
                 (if
                  (i32.lt_s
                   (local.get $0)
                   (local.get $1)
                  )
                  (then
                   (local.set $4
                    (i32.shl
                     (local.get $14)
                     (i32.const 2)
                    )
                   )
                   (loop $l11
                    (local.set $21
                     (f32.const 0)
                    )
                    (local.set $2
                     (i32.const 0)
                    )
                    (if
                     (i32.gt_s
                      (local.get $14)
                      (i32.const 0)
                     )
                     (then
                      (loop $top9
                       (if
                        (i32.ge_u
                         (local.get $2)
                         (local.get $14)
                        )
                        (then
                         (br $folding-inner0)
                        )
                       )
                       (if
                        (i32.ge_u
                         (local.tee $3
                          (i32.add
                           (i32.mul
                            (local.get $0)
                            (local.get $14)
                           )
                           (local.get $2)
                          )
                         )
                         (local.get $6)
                        )
                        (then
                         (br $folding-inner1)
                        )
                       )
                       (local.set $21
                        (f32.add
                         (local.get $21)
                         (f32.load
                          (i32.add
                           (local.get $5)
                           (i32.shl
                            (local.get $3)
                            (i32.const 2)
                           )
                          )
                         )
                        )
                       )
                       (br_if $top9
                        (i32.lt_s
                         (local.tee $2
                          (i32.add
                           (local.get $2)
                           (i32.const 1)
                          )
                         )
                         (local.get $14)
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
                      (local.get $7)
                     )
                     (local.get $21)
                    )
                    (f32.store
                     (local.tee $2
                      (i32.add
                       (i32.mul
                        (local.get $0)
                        (local.get $4)
                       )
                       (local.get $5)
                      )
                     )
                     (f32.mul
                      (f32.load
                       (local.get $2)
                      )
                      (f32.const 2)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (if (result i32)
                        (local.get $15)
                        (then
                         (i32.rem_s
                          (local.get $0)
                          (local.get $15)
                         )
                        )
                        (else
                         (i32.const 0)
                        )
                       )
                      )
                      (local.get $15)
                     )
                     (then
                      (br $folding-inner2)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.add
                        (i32.mul
                         (i32.mul
                          (local.get $2)
                          (local.get $16)
                         )
                         (local.get $17)
                        )
                        (block (result i32)
                         (if
                          (i32.ge_u
                           (local.tee $2
                            (if (result i32)
                             (local.get $17)
                             (then
                              (i32.rem_s
                               (local.get $0)
                               (local.get $17)
                              )
                             )
                             (else
                              (i32.const 0)
                             )
                            )
                           )
                           (local.get $17)
                          )
                          (then
                           (br $folding-inner3)
                          )
                         )
                         (local.get $2)
                        )
                       )
                      )
                      (local.get $10)
                     )
                     (then
                      (br $folding-inner4)
                     )
                    )
                    (i32.store
                     (i32.add
                      (local.get $9)
                      (i32.shl
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                     (local.get $0)
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.rem_s
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                      (local.get $18)
                     )
                     (then
                      (br $folding-inner5)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.add
                        (i32.mul
                         (local.get $2)
                         (local.get $19)
                        )
                        (block (result i32)
                         (if
                          (i32.ge_u
                           (local.tee $2
                            (if (result i32)
                             (local.get $19)
                             (then
                              (i32.rem_s
                               (local.get $0)
                               (local.get $19)
                              )
                             )
                             (else
                              (i32.const 0)
                             )
                            )
                           )
                           (local.get $19)
                          )
                          (then
                           (br $folding-inner6)
                          )
                         )
                         (local.get $2)
                        )
                       )
                      )
                      (local.get $12)
                     )
                     (then
                      (br $folding-inner7)
                     )
                    )
                    (drop
                     (i32.atomic.rmw.add
                      (i32.add
                       (local.get $11)
                       (i32.shl
                        (local.get $2)
                        (i32.const 2)
                       )
                      )
                      (i32.const 1)
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
                    (local.set $21
                     (f32.const 0)
                    )
                    (local.set $2
                     (i32.const 0)
                    )
                    (if
                     (i32.gt_s
                      (local.get $14)
                      (i32.const 0)
                     )
                     (then
                      (loop $top3
                       (if
                        (i32.ge_u
                         (local.get $0)
                         (local.get $13)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 0)
                         )
                         (br $folding-inner9)
                        )
                       )
                       (if
                        (i32.ge_u
                         (local.get $2)
                         (local.get $14)
                        )
                        (then
                         (br $folding-inner0)
                        )
                       )
                       (if
                        (i32.ge_u
                         (local.tee $3
                          (i32.add
                           (local.get $2)
                           (i32.mul
                            (local.get $0)
                            (local.get $14)
                           )
                          )
                         )
                         (local.get $6)
                        )
                        (then
                         (br $folding-inner1)
                        )
                       )
                       (local.set $21
                        (f32.add
                         (local.get $21)
                         (f32.load
                          (i32.add
                           (local.get $5)
                           (i32.shl
                            (local.get $3)
                            (i32.const 2)
                           )
                          )
                         )
                        )
                       )
                       (br_if $top3
                        (i32.lt_s
                         (local.tee $2
                          (i32.add
                           (local.get $2)
                           (i32.const 1)
                          )
                         )
                         (local.get $14)
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
                       (i32.const 3)
                      )
                      (br $folding-inner9)
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
                     (local.get $21)
                    )
                    (if
                     (i32.ge_u
                      (local.get $0)
                      (local.get $13)
                     )
                     (then
                      (br $folding-inner8)
                     )
                    )
                    (if
                     (i32.eqz
                      (local.get $14)
                     )
                     (then
                      (br $folding-inner10)
                     )
                    )
                    (local.set $2
                     (i32.mul
                      (local.get $0)
                      (local.get $14)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.get $0)
                      (local.get $13)
                     )
                     (then
                      (br $folding-inner8)
                     )
                    )
                    (if
                     (i32.eqz
                      (local.get $14)
                     )
                     (then
                      (br $folding-inner10)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.mul
                        (local.get $0)
                        (local.get $14)
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 6)
                      )
                      (global.set $oob_index
                       (local.get $3)
                      )
                      (br $folding-inner12)
                     )
                    )
                    (local.set $21
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
                      (f32.const 2)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.get $2)
                      (local.get $6)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 7)
                      )
                      (br $folding-inner11)
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
                     (local.get $21)
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (if (result i32)
                        (local.get $15)
                        (then
                         (i32.rem_s
                          (local.get $0)
                          (local.get $15)
                         )
                        )
                        (else
                         (i32.const 0)
                        )
                       )
                      )
                      (local.get $15)
                     )
                     (then
                      (br $folding-inner2)
                     )
                    )
                    (if
                     (i32.eqz
                      (local.get $16)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 9)
                      )
                      (global.set $oob_index
                       (i32.const 0)
                      )
                      (br $folding-inner12)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.add
                        (i32.mul
                         (i32.mul
                          (local.get $2)
                          (local.get $16)
                         )
                         (local.get $17)
                        )
                        (block (result i32)
                         (if
                          (i32.ge_u
                           (local.tee $2
                            (if (result i32)
                             (local.get $17)
                             (then
                              (i32.rem_s
                               (local.get $0)
                               (local.get $17)
                              )
                             )
                             (else
                              (i32.const 0)
                             )
                            )
                           )
                           (local.get $17)
                          )
                          (then
                           (br $folding-inner3)
                          )
                         )
                         (local.get $2)
                        )
                       )
                      )
                      (local.get $10)
                     )
                     (then
                      (br $folding-inner4)
                     )
                    )
                    (i32.store
                     (i32.add
                      (local.get $9)
                      (i32.shl
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                     (local.get $0)
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.rem_s
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                      (local.get $18)
                     )
                     (then
                      (br $folding-inner5)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.add
                        (i32.mul
                         (local.get $2)
                         (local.get $19)
                        )
                        (block (result i32)
                         (if
                          (i32.ge_u
                           (local.tee $2
                            (if (result i32)
                             (local.get $19)
                             (then
                              (i32.rem_s
                               (local.get $0)
                               (local.get $19)
                              )
                             )
                             (else
                              (i32.const 0)
                             )
                            )
                           )
                           (local.get $19)
                          )
                          (then
                           (br $folding-inner6)
                          )
                         )
                         (local.get $2)
                        )
                       )
                      )
                      (local.get $12)
                     )
                     (then
                      (br $folding-inner7)
                     )
                    )
                    (drop
                     (i32.atomic.rmw.add
                      (i32.add
                       (local.get $11)
                       (i32.shl
                        (local.get $2)
                        (i32.const 2)
                       )
                      )
                      (i32.const 1)
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
               (return
                (i32.const 0)
               )
              )
              (global.set $oob_site
               (i32.const 1)
              )
              (br $folding-inner11)
             )
             (global.set $oob_site
              (i32.const 2)
             )
             (global.set $oob_index
              (local.get $3)
             )
             (br $folding-inner12)
            )
            (global.set $oob_site
             (i32.const 8)
            )
            (br $folding-inner11)
           )
           (global.set $oob_site
            (i32.const 10)
           )
           (br $folding-inner11)
          )
          (global.set $oob_site
           (i32.const 11)
          )
          (br $folding-inner11)
         )
         (global.set $oob_site
          (i32.const 12)
         )
         (br $folding-inner11)
        )
        (global.set $oob_site
         (i32.const 13)
        )
        (br $folding-inner11)
       )
       (global.set $oob_site
        (i32.const 14)
       )
       (br $folding-inner11)
      )
      (global.set $oob_site
       (i32.const 4)
      )
     )
     (global.set $oob_index
      (local.get $0)
     )
     (br $folding-inner12)
    )
    (global.set $oob_site
     (i32.const 5)
    )
    (global.set $oob_index
     (i32.const 0)
    )
    (br $folding-inner12)
   )
   (global.set $oob_index
    (local.get $2)
   )
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (param $17 i32) (param $18 i32) (param $19 i32) (result i32)
  (local $20 f32)
  (local $21 f64)
  (local $22 f64)
  (local $23 f64)
  (local $24 f64)
  (local $25 f64)
  (local $26 f64)
  (local $27 f64)
  (local.set $22
   (f64.add
    (f64.max
     (f64.mul
      (local.tee $21
       (f64.add
        (local.tee $24
         (f64.mul
          (local.tee $23
           (f64.convert_i32_s
            (local.get $14)
           )
          )
          (f64.const 1)
         )
        )
        (f64.const 0)
       )
      )
      (local.tee $25
       (f64.convert_i32_s
        (local.get $0)
       )
      )
     )
     (local.tee $27
      (f64.mul
       (local.get $21)
       (local.tee $26
        (f64.convert_i32_s
         (i32.sub
          (local.get $1)
          (i32.const 1)
         )
        )
       )
      )
     )
    )
    (f64.const 0)
   )
  )
  (block $folding-inner9
   (block $folding-inner8
    (block $folding-inner7
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
                (if (result i32)
                 (f64.ge
                  (f64.add
                   (f64.min
                    (local.get $27)
                    (f64.mul
                     (local.get $21)
                     (local.get $25)
                    )
                   )
                   (f64.const 0)
                  )
                  (f64.const 0)
                 )
                 (then
                  (f64.lt
                   (f64.add
                    (f64.mul
                     (f64.add
                      (f64.abs
                       (local.get $24)
                      )
                      (f64.const 0)
                     )
                     (local.get $26)
                    )
                    (f64.const 0)
                   )
                   (f64.const 4503599627370496)
                  )
                 )
                 (else
                  (i32.const 0)
                 )
                )
                (i32.and
                 (f64.lt
                  (local.get $22)
                  (f64.const 2147483648)
                 )
                 (f64.gt
                  (f64.convert_i32_u
                   (local.get $6)
                  )
                  (local.get $22)
                 )
                )
               )
               (f64.gt
                (local.get $23)
                (f64.const 0)
               )
              )
              (f64.gt
               (f64.convert_i32_s
                (local.get $16)
               )
               (f64.const 0)
              )
             )
             (then
              (if
               (i32.lt_s
                (local.get $0)
                (local.get $1)
               )
               (then
                (local.set $4
                 (i32.shl
                  (local.get $14)
                  (i32.const 2)
                 )
                )
                (loop $l11
                 (local.set $20
                  (f32.const 0)
                 )
                 (local.set $2
                  (i32.const 0)
                 )
                 (if
                  (i32.gt_s
                   (local.get $14)
                   (i32.const 0)
                  )
                  (then
                   (loop $top9
                    (if
                     (i32.ge_u
                      (local.get $2)
                      (local.get $14)
                     )
                     (then
                      (br $folding-inner0)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (i32.mul
                         (local.get $0)
                         (local.get $14)
                        )
                        (local.get $2)
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (br $folding-inner1)
                     )
                    )
                    (local.set $20
                     (f32.add
                      (local.get $20)
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $3)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                    )
                    (br_if $top9
                     (i32.lt_s
                      (local.tee $2
                       (i32.add
                        (local.get $2)
                        (i32.const 1)
                       )
                      )
                      (local.get $14)
                     )
                    )
                   )
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
                  (local.get $20)
                 )
                 (f32.store
                  (local.tee $2
                   (i32.add
                    (i32.mul
                     (local.get $0)
                     (local.get $4)
                    )
                    (local.get $5)
                   )
                  )
                  (f32.mul
                   (f32.load
                    (local.get $2)
                   )
                   (f32.const 2)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (if (result i32)
                     (local.get $15)
                     (then
                      (i32.rem_s
                       (local.get $0)
                       (local.get $15)
                      )
                     )
                     (else
                      (i32.const 0)
                     )
                    )
                   )
                   (local.get $15)
                  )
                  (then
                   (br $folding-inner2)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (i32.mul
                      (i32.mul
                       (local.get $2)
                       (local.get $16)
                      )
                      (local.get $17)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (if (result i32)
                          (local.get $17)
                          (then
                           (i32.rem_s
                            (local.get $0)
                            (local.get $17)
                           )
                          )
                          (else
                           (i32.const 0)
                          )
                         )
                        )
                        (local.get $17)
                       )
                       (then
                        (br $folding-inner3)
                       )
                      )
                      (local.get $2)
                     )
                    )
                   )
                   (local.get $10)
                  )
                  (then
                   (br $folding-inner4)
                  )
                 )
                 (i32.store
                  (i32.add
                   (local.get $9)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                  (local.get $0)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.rem_s
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                   (local.get $18)
                  )
                  (then
                   (br $folding-inner5)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (local.get $19)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (if (result i32)
                          (local.get $19)
                          (then
                           (i32.rem_s
                            (local.get $0)
                            (local.get $19)
                           )
                          )
                          (else
                           (i32.const 0)
                          )
                         )
                        )
                        (local.get $19)
                       )
                       (then
                        (br $folding-inner6)
                       )
                      )
                      (local.get $2)
                     )
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (br $folding-inner7)
                  )
                 )
                 (drop
                  (i32.atomic.rmw.add
                   (i32.add
                    (local.get $11)
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                   (i32.const 1)
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
                 (local.set $20
                  (f32.const 0)
                 )
                 (local.set $2
                  (i32.const 0)
                 )
                 (if
                  (i32.gt_s
                   (local.get $14)
                   (i32.const 0)
                  )
                  (then
                   (loop $top3
                    (if
                     (i32.ge_u
                      (local.get $2)
                      (local.get $14)
                     )
                     (then
                      (br $folding-inner0)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (i32.mul
                         (local.get $0)
                         (local.get $14)
                        )
                        (local.get $2)
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (br $folding-inner1)
                     )
                    )
                    (local.set $20
                     (f32.add
                      (local.get $20)
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $3)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                    )
                    (br_if $top3
                     (i32.lt_s
                      (local.tee $2
                       (i32.add
                        (local.get $2)
                        (i32.const 1)
                       )
                      )
                      (local.get $14)
                     )
                    )
                   )
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
                  (local.get $20)
                 )
                 (if
                  (i32.eqz
                   (local.get $14)
                  )
                  (then
                   (br $folding-inner8)
                  )
                 )
                 (local.set $2
                  (i32.mul
                   (local.get $0)
                   (local.get $14)
                  )
                 )
                 (if
                  (i32.eqz
                   (local.get $14)
                  )
                  (then
                   (br $folding-inner8)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.mul
                     (local.get $0)
                     (local.get $14)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 6)
                   )
                   (global.set $oob_index
                    (local.get $3)
                   )
                   (return
                    (i32.const 1)
                   )
                  )
                 )
                 (local.set $20
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
                   (f32.const 2)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 7)
                   )
                   (br $folding-inner9)
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
                  (local.get $20)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (if (result i32)
                     (local.get $15)
                     (then
                      (i32.rem_s
                       (local.get $0)
                       (local.get $15)
                      )
                     )
                     (else
                      (i32.const 0)
                     )
                    )
                   )
                   (local.get $15)
                  )
                  (then
                   (br $folding-inner2)
                  )
                 )
                 (if
                  (i32.eqz
                   (local.get $16)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 9)
                   )
                   (global.set $oob_index
                    (i32.const 0)
                   )
                   (return
                    (i32.const 1)
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (i32.mul
                      (i32.mul
                       (local.get $2)
                       (local.get $16)
                      )
                      (local.get $17)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (if (result i32)
                          (local.get $17)
                          (then
                           (i32.rem_s
                            (local.get $0)
                            (local.get $17)
                           )
                          )
                          (else
                           (i32.const 0)
                          )
                         )
                        )
                        (local.get $17)
                       )
                       (then
                        (br $folding-inner3)
                       )
                      )
                      (local.get $2)
                     )
                    )
                   )
                   (local.get $10)
                  )
                  (then
                   (br $folding-inner4)
                  )
                 )
                 (i32.store
                  (i32.add
                   (local.get $9)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                  (local.get $0)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.rem_s
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                   (local.get $18)
                  )
                  (then
                   (br $folding-inner5)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (local.get $19)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (if (result i32)
                          (local.get $19)
                          (then
                           (i32.rem_s
                            (local.get $0)
                            (local.get $19)
                           )
                          )
                          (else
                           (i32.const 0)
                          )
                         )
                        )
                        (local.get $19)
                       )
                       (then
                        (br $folding-inner6)
                       )
                      )
                      (local.get $2)
                     )
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (br $folding-inner7)
                  )
                 )
                 (drop
                  (i32.atomic.rmw.add
                   (i32.add
                    (local.get $11)
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                   (i32.const 1)
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
            (return
             (i32.const 0)
            )
           )
           (global.set $oob_site
            (i32.const 1)
           )
           (br $folding-inner9)
          )
          (global.set $oob_site
           (i32.const 2)
          )
          (global.set $oob_index
           (local.get $3)
          )
          (return
           (i32.const 1)
          )
         )
         (global.set $oob_site
          (i32.const 8)
         )
         (br $folding-inner9)
        )
        (global.set $oob_site
         (i32.const 10)
        )
        (br $folding-inner9)
       )
       (global.set $oob_site
        (i32.const 11)
       )
       (br $folding-inner9)
      )
      (global.set $oob_site
       (i32.const 12)
      )
      (br $folding-inner9)
     )
     (global.set $oob_site
      (i32.const 13)
     )
     (br $folding-inner9)
    )
    (global.set $oob_site
     (i32.const 14)
    )
    (br $folding-inner9)
   )
   (global.set $oob_site
    (i32.const 5)
   )
   (global.set $oob_index
    (i32.const 0)
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

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (param $17 i32) (param $18 i32) (param $19 i32) (param $20 i32) (result i32)
  (local $21 f32)
  (local $22 f64)
  (local $23 f64)
  (local $24 f64)
  (local $25 f64)
  (local $26 f64)
  (local $27 f64)
  (local $28 f64)
  (local $29 f64)
  (local $30 f64)
  (local $31 f64)
  (local $32 f64)
  (local $33 f64)
  (local $34 f64)
  (local $35 f64)
  (local $36 f64)
  (local.set $27
   (f64.add
    (local.tee $25
     (f64.add
      (local.tee $30
       (f64.mul
        (local.tee $22
         (f64.convert_i32_s
          (local.get $20)
         )
        )
        (f64.const 1)
       )
      )
      (f64.const 0)
     )
    )
    (local.tee $32
     (f64.max
      (local.tee $31
       (f64.mul
        (local.tee $23
         (f64.convert_i32_s
          (local.get $0)
         )
        )
        (f64.const 1)
       )
      )
      (local.tee $26
       (f64.mul
        (local.tee $24
         (f64.convert_i32_s
          (i32.sub
           (local.get $1)
           (i32.const 1)
          )
         )
        )
        (f64.const 1)
       )
      )
     )
    )
   )
  )
  (local.set $29
   (f64.add
    (local.tee $35
     (f64.add
      (local.tee $34
       (f64.mul
        (local.tee $28
         (f64.mul
          (local.tee $33
           (f64.convert_i32_s
            (local.get $14)
           )
          )
          (f64.const 1)
         )
        )
        (local.get $22)
       )
      )
      (f64.const 0)
     )
    )
    (f64.max
     (f64.mul
      (local.tee $22
       (f64.add
        (local.get $28)
        (f64.const 0)
       )
      )
      (local.get $23)
     )
     (local.tee $36
      (f64.mul
       (local.get $22)
       (local.get $24)
      )
     )
    )
   )
  )
  (block $folding-inner9
   (block $folding-inner8
    (block $folding-inner7
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
                (i32.and
                 (if (result i32)
                  (f64.ge
                   (f64.add
                    (local.get $35)
                    (f64.min
                     (local.get $36)
                     (f64.mul
                      (local.get $22)
                      (local.get $23)
                     )
                    )
                   )
                   (f64.const 0)
                  )
                  (then
                   (f64.lt
                    (f64.add
                     (f64.add
                      (f64.abs
                       (local.get $34)
                      )
                      (f64.const 0)
                     )
                     (f64.mul
                      (f64.add
                       (f64.abs
                        (local.get $28)
                       )
                       (f64.const 0)
                      )
                      (local.get $24)
                     )
                    )
                    (f64.const 4503599627370496)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                 (i32.and
                  (f64.lt
                   (local.get $29)
                   (f64.const 2147483648)
                  )
                  (f64.gt
                   (f64.convert_i32_u
                    (local.get $6)
                   )
                   (local.get $29)
                  )
                 )
                )
                (i32.and
                 (i32.and
                  (i32.and
                   (local.tee $2
                    (f64.lt
                     (f64.add
                      (f64.add
                       (f64.abs
                        (local.get $30)
                       )
                       (f64.const 0)
                      )
                      (local.get $26)
                     )
                     (f64.const 4503599627370496)
                    )
                   )
                   (f64.ge
                    (f64.add
                     (local.get $25)
                     (local.tee $23
                      (f64.min
                       (local.get $26)
                       (local.get $31)
                      )
                     )
                    )
                    (f64.const 0)
                   )
                  )
                  (i32.and
                   (f64.lt
                    (local.tee $24
                     (f64.add
                      (local.get $25)
                      (local.get $32)
                     )
                    )
                    (f64.convert_i32_u
                     (local.get $8)
                    )
                   )
                   (f64.lt
                    (local.get $24)
                    (f64.const 2147483648)
                   )
                  )
                 )
                 (i32.and
                  (i32.and
                   (f64.ge
                    (f64.add
                     (local.get $25)
                     (local.get $23)
                    )
                    (f64.const 0)
                   )
                   (local.get $2)
                  )
                  (i32.and
                   (f64.lt
                    (local.get $27)
                    (f64.const 2147483648)
                   )
                   (f64.gt
                    (f64.convert_i32_s
                     (local.get $13)
                    )
                    (local.get $27)
                   )
                  )
                 )
                )
               )
               (f64.gt
                (local.get $33)
                (f64.const 0)
               )
              )
              (f64.gt
               (f64.convert_i32_s
                (local.get $16)
               )
               (f64.const 0)
              )
             )
             (then
              (if
               (i32.lt_s
                (local.get $0)
                (local.get $1)
               )
               (then
                (local.set $8
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $20)
                   (i32.const 2)
                  )
                 )
                )
                (local.set $3
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (i32.mul
                    (local.get $14)
                    (local.get $20)
                   )
                   (i32.const 2)
                  )
                 )
                )
                (local.set $4
                 (i32.shl
                  (local.get $14)
                  (i32.const 2)
                 )
                )
                (loop $l11
                 (local.set $21
                  (f32.const 0)
                 )
                 (local.set $2
                  (i32.const 0)
                 )
                 (if
                  (i32.gt_s
                   (local.get $14)
                   (i32.const 0)
                  )
                  (then
                   (loop $top9
                    (if
                     (i32.ge_u
                      (local.get $2)
                      (local.get $14)
                     )
                     (then
                      (br $folding-inner0)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $7
                       (i32.add
                        (i32.mul
                         (i32.add
                          (local.get $0)
                          (local.get $20)
                         )
                         (local.get $14)
                        )
                        (local.get $2)
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 2)
                      )
                      (global.set $oob_index
                       (local.get $7)
                      )
                      (return
                       (i32.const 1)
                      )
                     )
                    )
                    (local.set $21
                     (f32.add
                      (local.get $21)
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $7)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                    )
                    (br_if $top9
                     (i32.lt_s
                      (local.tee $2
                       (i32.add
                        (local.get $2)
                        (i32.const 1)
                       )
                      )
                      (local.get $14)
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
                   (local.get $8)
                  )
                  (local.get $21)
                 )
                 (f32.store
                  (local.tee $2
                   (i32.add
                    (i32.mul
                     (local.get $0)
                     (local.get $4)
                    )
                    (local.get $3)
                   )
                  )
                  (f32.mul
                   (f32.load
                    (local.get $2)
                   )
                   (f32.const 2)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (if (result i32)
                     (local.get $15)
                     (then
                      (i32.rem_s
                       (i32.add
                        (local.get $0)
                        (local.get $20)
                       )
                       (local.get $15)
                      )
                     )
                     (else
                      (i32.const 0)
                     )
                    )
                   )
                   (local.get $15)
                  )
                  (then
                   (br $folding-inner1)
                  )
                 )
                 (local.set $2
                  (i32.add
                   (i32.mul
                    (i32.mul
                     (local.get $2)
                     (local.get $16)
                    )
                    (local.get $17)
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (if (result i32)
                        (local.get $17)
                        (then
                         (i32.rem_s
                          (i32.add
                           (local.get $0)
                           (local.get $20)
                          )
                          (local.get $17)
                         )
                        )
                        (else
                         (i32.const 0)
                        )
                       )
                      )
                      (local.get $17)
                     )
                     (then
                      (br $folding-inner2)
                     )
                    )
                    (local.get $2)
                   )
                  )
                 )
                 (local.set $7
                  (i32.add
                   (local.get $0)
                   (local.get $20)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $10)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (i32.store
                  (i32.add
                   (local.get $9)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                  (local.get $7)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.rem_s
                     (i32.add
                      (local.get $0)
                      (local.get $20)
                     )
                     (i32.const 2)
                    )
                   )
                   (local.get $18)
                  )
                  (then
                   (br $folding-inner4)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (local.get $19)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (if (result i32)
                          (local.get $19)
                          (then
                           (i32.rem_s
                            (i32.add
                             (local.get $0)
                             (local.get $20)
                            )
                            (local.get $19)
                           )
                          )
                          (else
                           (i32.const 0)
                          )
                         )
                        )
                        (local.get $19)
                       )
                       (then
                        (br $folding-inner5)
                       )
                      )
                      (local.get $2)
                     )
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (br $folding-inner6)
                  )
                 )
                 (drop
                  (i32.atomic.rmw.add
                   (i32.add
                    (local.get $11)
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                   (i32.const 1)
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
                 (local.set $21
                  (f32.const 0)
                 )
                 (local.set $2
                  (i32.const 0)
                 )
                 (if
                  (i32.gt_s
                   (local.get $14)
                   (i32.const 0)
                  )
                  (then
                   (loop $top3
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (local.get $0)
                        (local.get $20)
                       )
                      )
                      (local.get $13)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 0)
                      )
                      (br $folding-inner7)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.get $2)
                      (local.get $14)
                     )
                     (then
                      (br $folding-inner0)
                     )
                    )
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $3)
                         (local.get $14)
                        )
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 2)
                      )
                      (br $folding-inner7)
                     )
                    )
                    (local.set $21
                     (f32.add
                      (local.get $21)
                      (f32.load
                       (i32.add
                        (local.get $5)
                        (i32.shl
                         (local.get $3)
                         (i32.const 2)
                        )
                       )
                      )
                     )
                    )
                    (br_if $top3
                     (i32.lt_s
                      (local.tee $2
                       (i32.add
                        (local.get $2)
                        (i32.const 1)
                       )
                      )
                      (local.get $14)
                     )
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $0)
                     (local.get $20)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 3)
                   )
                   (br $folding-inner8)
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
                  (local.get $21)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $0)
                     (local.get $20)
                    )
                   )
                   (local.get $13)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 4)
                   )
                   (br $folding-inner8)
                  )
                 )
                 (if
                  (i32.eqz
                   (local.get $14)
                  )
                  (then
                   (br $folding-inner9)
                  )
                 )
                 (local.set $2
                  (i32.mul
                   (local.get $2)
                   (local.get $14)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (local.get $0)
                     (local.get $20)
                    )
                   )
                   (local.get $13)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 4)
                   )
                   (br $folding-inner7)
                  )
                 )
                 (if
                  (i32.eqz
                   (local.get $14)
                  )
                  (then
                   (br $folding-inner9)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.mul
                     (local.get $3)
                     (local.get $14)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 6)
                   )
                   (br $folding-inner7)
                  )
                 )
                 (local.set $21
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
                   (f32.const 2)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 7)
                   )
                   (br $folding-inner8)
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
                  (local.get $21)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (if (result i32)
                     (local.get $15)
                     (then
                      (i32.rem_s
                       (i32.add
                        (local.get $0)
                        (local.get $20)
                       )
                       (local.get $15)
                      )
                     )
                     (else
                      (i32.const 0)
                     )
                    )
                   )
                   (local.get $15)
                  )
                  (then
                   (br $folding-inner1)
                  )
                 )
                 (if
                  (i32.eqz
                   (local.get $16)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 9)
                   )
                   (global.set $oob_index
                    (i32.const 0)
                   )
                   (return
                    (i32.const 1)
                   )
                  )
                 )
                 (local.set $2
                  (i32.add
                   (i32.mul
                    (i32.mul
                     (local.get $2)
                     (local.get $16)
                    )
                    (local.get $17)
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (if (result i32)
                        (local.get $17)
                        (then
                         (i32.rem_s
                          (i32.add
                           (local.get $0)
                           (local.get $20)
                          )
                          (local.get $17)
                         )
                        )
                        (else
                         (i32.const 0)
                        )
                       )
                      )
                      (local.get $17)
                     )
                     (then
                      (br $folding-inner2)
                     )
                    )
                    (local.get $2)
                   )
                  )
                 )
                 (local.set $3
                  (i32.add
                   (local.get $0)
                   (local.get $20)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $10)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (i32.store
                  (i32.add
                   (local.get $9)
                   (i32.shl
                    (local.get $2)
                    (i32.const 2)
                   )
                  )
                  (local.get $3)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.rem_s
                     (i32.add
                      (local.get $0)
                      (local.get $20)
                     )
                     (i32.const 2)
                    )
                   )
                   (local.get $18)
                  )
                  (then
                   (br $folding-inner4)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (local.get $19)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (if (result i32)
                          (local.get $19)
                          (then
                           (i32.rem_s
                            (i32.add
                             (local.get $0)
                             (local.get $20)
                            )
                            (local.get $19)
                           )
                          )
                          (else
                           (i32.const 0)
                          )
                         )
                        )
                        (local.get $19)
                       )
                       (then
                        (br $folding-inner5)
                       )
                      )
                      (local.get $2)
                     )
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (br $folding-inner6)
                  )
                 )
                 (drop
                  (i32.atomic.rmw.add
                   (i32.add
                    (local.get $11)
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                   (i32.const 1)
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
            (return
             (i32.const 0)
            )
           )
           (global.set $oob_site
            (i32.const 1)
           )
           (br $folding-inner8)
          )
          (global.set $oob_site
           (i32.const 8)
          )
          (br $folding-inner8)
         )
         (global.set $oob_site
          (i32.const 10)
         )
         (br $folding-inner8)
        )
        (global.set $oob_site
         (i32.const 11)
        )
        (br $folding-inner8)
       )
       (global.set $oob_site
        (i32.const 12)
       )
       (br $folding-inner8)
      )
      (global.set $oob_site
       (i32.const 13)
      )
      (br $folding-inner8)
     )
     (global.set $oob_site
      (i32.const 14)
     )
     (br $folding-inner8)
    )
    (global.set $oob_index
     (local.get $3)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_index
    (local.get $2)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_site
   (i32.const 5)
  )
  (global.set $oob_index
   (i32.const 0)
  )
  (i32.const 1)
 )
)
