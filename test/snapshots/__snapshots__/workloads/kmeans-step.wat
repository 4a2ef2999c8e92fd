;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 f32)
  (local $14 f32)
  (local $15 f32)
  (local $16 f32)
  (local $17 f64)
  (local $18 f64)
  (local $19 f64)
  (local $20 i32)
  (local $21 f64)
  (local $22 f64)
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
              (local.tee $17
               (f64.mul
                (f64.convert_i32_s
                 (i32.sub
                  (local.get $1)
                  (i32.const 1)
                 )
                )
                (f64.const 2)
               )
              )
              (f64.const 1)
             )
             (f64.const 4503599627370496)
            )
            (f64.ge
             (f64.add
              (local.tee $21
               (f64.min
                (local.get $17)
                (local.tee $18
                 (f64.mul
                  (f64.convert_i32_s
                   (local.get $0)
                  )
                  (f64.const 2)
                 )
                )
               )
              )
              (f64.const 1)
             )
             (f64.const 0)
            )
           )
           (i32.and
            (f64.lt
             (local.tee $19
              (f64.add
               (local.tee $22
                (f64.max
                 (local.get $17)
                 (local.get $18)
                )
               )
               (f64.const 1)
              )
             )
             (local.tee $18
              (f64.convert_i32_u
               (local.get $6)
              )
             )
            )
            (f64.lt
             (local.get $19)
             (f64.const 2147483648)
            )
           )
          )
          (i32.and
           (i32.and
            (f64.lt
             (f64.add
              (local.get $17)
              (f64.const 0)
             )
             (f64.const 4503599627370496)
            )
            (f64.ge
             (f64.add
              (local.get $21)
              (f64.const 0)
             )
             (f64.const 0)
            )
           )
           (i32.and
            (f64.gt
             (local.get $18)
             (local.tee $19
              (f64.add
               (local.get $22)
               (f64.const 0)
              )
             )
            )
            (f64.lt
             (local.get $19)
             (f64.const 2147483648)
            )
           )
          )
         )
         (then
          (if
           (i32.lt_s
            (local.tee $3
             (local.get $0)
            )
            (local.get $1)
           )
           (then
            (loop $l19
             (local.set $15
              (f32.load
               (i32.add
                (local.tee $0
                 (i32.shl
                  (local.get $3)
                  (i32.const 3)
                 )
                )
                (local.get $5)
               )
              )
             )
             (local.set $16
              (f32.load
               (i32.add
                (i32.add
                 (local.get $0)
                 (local.get $5)
                )
                (i32.const 4)
               )
              )
             )
             (local.set $0
              (i32.const 0)
             )
             (local.set $13
              (f32.const inf)
             )
             (local.set $2
              (i32.const 0)
             )
             (if
              (f32.gt
               (f32.mul
                (f32.convert_i32_s
                 (local.get $8)
                )
                (f32.const 0.5)
               )
               (f32.const 0)
              )
              (then
               (loop $top13
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.shl
                    (local.get $2)
                    (i32.const 1)
                   )
                  )
                  (local.get $8)
                 )
                 (then
                  (br $folding-inner0)
                 )
                )
                (if
                 (f32.lt
                  (local.tee $14
                   (f32.add
                    (f32.mul
                     (local.tee $14
                      (f32.sub
                       (local.get $15)
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $4)
                          (i32.const 2)
                         )
                        )
                       )
                      )
                     )
                     (local.get $14)
                    )
                    (block (result f32)
                     (if
                      (i32.ge_u
                       (local.tee $4
                        (i32.add
                         (i32.shl
                          (local.get $2)
                          (i32.const 1)
                         )
                         (i32.const 1)
                        )
                       )
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (f32.mul
                      (local.tee $14
                       (f32.sub
                        (local.get $16)
                        (f32.load
                         (i32.add
                          (local.get $7)
                          (i32.shl
                           (local.get $4)
                           (i32.const 2)
                          )
                         )
                        )
                       )
                      )
                      (local.get $14)
                     )
                    )
                   )
                  )
                  (local.get $13)
                 )
                 (then
                  (local.set $13
                   (local.get $14)
                  )
                  (local.set $0
                   (local.get $2)
                  )
                 )
                )
                (br_if $top13
                 (f32.lt
                  (f32.convert_i32_s
                   (local.tee $2
                    (i32.add
                     (local.get $2)
                     (i32.const 1)
                    )
                   )
                  )
                  (f32.mul
                   (f32.convert_i32_s
                    (local.get $8)
                   )
                   (f32.const 0.5)
                  )
                 )
                )
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $2
                (i32.shl
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $2
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
             (loop $cas_again15
              (block $cas_done14
               (local.set $4
                (i32.atomic.rmw.cmpxchg
                 (local.get $6)
                 (local.get $2)
                 (i32.reinterpret_f32
                  (f32.add
                   (local.tee $13
                    (f32.reinterpret_i32
                     (local.get $2)
                    )
                   )
                   (local.get $15)
                  )
                 )
                )
               )
               (br_if $cas_done14
                (i32.eq
                 (local.get $2)
                 (local.get $4)
                )
               )
               (local.set $2
                (local.get $4)
               )
               (br $cas_again15)
              )
             )
             (if
              (i32.ge_u
               (local.tee $2
                (i32.add
                 (i32.shl
                  (local.get $0)
                  (i32.const 1)
                 )
                 (i32.const 1)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $2
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
                 (local.get $2)
                 (i32.reinterpret_f32
                  (f32.add
                   (local.tee $13
                    (f32.reinterpret_i32
                     (local.get $2)
                    )
                   )
                   (local.get $16)
                  )
                 )
                )
               )
               (br_if $cas_done16
                (i32.eq
                 (local.get $2)
                 (local.get $4)
                )
               )
               (local.set $2
                (local.get $4)
               )
               (br $cas_again17)
              )
             )
             (if
              (i32.ge_u
               (local.get $0)
               (local.get $12)
              )
              (then
               (br $folding-inner4)
              )
             )
             (drop
              (i32.atomic.rmw.add
               (i32.add
                (local.get $11)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (i32.const 1)
              )
             )
             (br_if $l19
              (i32.lt_s
               (local.tee $3
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
         (else
          (if
           (i32.lt_s
            (local.tee $3
             (local.get $0)
            )
            (local.get $1)
           )
           (then
            (loop $l9
             (if
              (i32.ge_u
               (local.tee $0
                (i32.shl
                 (local.get $3)
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (br $folding-inner5)
              )
             )
             (local.set $15
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
               (local.tee $0
                (i32.add
                 (i32.shl
                  (local.get $3)
                  (i32.const 1)
                 )
                 (i32.const 1)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 1)
               )
               (br $folding-inner5)
              )
             )
             (local.set $16
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
             (local.set $0
              (i32.const 0)
             )
             (local.set $13
              (f32.const inf)
             )
             (local.set $2
              (i32.const 0)
             )
             (if
              (f32.gt
               (f32.mul
                (f32.convert_i32_s
                 (local.get $8)
                )
                (f32.const 0.5)
               )
               (f32.const 0)
              )
              (then
               (loop $top3
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.shl
                    (local.get $2)
                    (i32.const 1)
                   )
                  )
                  (local.get $8)
                 )
                 (then
                  (br $folding-inner0)
                 )
                )
                (if
                 (f32.lt
                  (local.tee $14
                   (f32.add
                    (f32.mul
                     (local.tee $14
                      (f32.sub
                       (local.get $15)
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $4)
                          (i32.const 2)
                         )
                        )
                       )
                      )
                     )
                     (local.get $14)
                    )
                    (block (result f32)
                     (if
                      (i32.ge_u
                       (local.tee $4
                        (i32.add
                         (i32.shl
                          (local.get $2)
                          (i32.const 1)
                         )
                         (i32.const 1)
                        )
                       )
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner1)
                      )
                     )
                     (f32.mul
                      (local.tee $14
                       (f32.sub
                        (local.get $16)
                        (f32.load
                         (i32.add
                          (local.get $7)
                          (i32.shl
                           (local.get $4)
                           (i32.const 2)
                          )
                         )
                        )
                       )
                      )
                      (local.get $14)
                     )
                    )
                   )
                  )
                  (local.get $13)
                 )
                 (then
                  (local.set $13
                   (local.get $14)
                  )
                  (local.set $0
                   (local.get $2)
                  )
                 )
                )
                (br_if $top3
                 (f32.lt
                  (f32.convert_i32_s
                   (local.tee $2
                    (i32.add
                     (local.get $2)
                     (i32.const 1)
                    )
                   )
                  )
                  (f32.mul
                   (f32.convert_i32_s
                    (local.get $8)
                   )
                   (f32.const 0.5)
                  )
                 )
                )
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $2
                (i32.shl
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner2)
              )
             )
             (local.set $2
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
             (loop $cas_again5
              (block $cas_done4
               (local.set $4
                (i32.atomic.rmw.cmpxchg
                 (local.get $20)
                 (local.get $2)
                 (i32.reinterpret_f32
                  (f32.add
                   (local.tee $13
                    (f32.reinterpret_i32
                     (local.get $2)
                    )
                   )
                   (local.get $15)
                  )
                 )
                )
               )
               (br_if $cas_done4
                (i32.eq
                 (local.get $2)
                 (local.get $4)
                )
               )
               (local.set $2
                (local.get $4)
               )
               (br $cas_again5)
              )
             )
             (if
              (i32.ge_u
               (local.tee $2
                (i32.add
                 (i32.shl
                  (local.get $0)
                  (i32.const 1)
                 )
                 (i32.const 1)
                )
               )
               (local.get $10)
              )
              (then
               (br $folding-inner3)
              )
             )
             (local.set $2
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
             (loop $cas_again7
              (block $cas_done6
               (local.set $4
                (i32.atomic.rmw.cmpxchg
                 (local.get $20)
                 (local.get $2)
                 (i32.reinterpret_f32
                  (f32.add
                   (local.tee $13
                    (f32.reinterpret_i32
                     (local.get $2)
                    )
                   )
                   (local.get $16)
                  )
                 )
                )
               )
               (br_if $cas_done6
                (i32.eq
                 (local.get $2)
                 (local.get $4)
                )
               )
               (local.set $2
                (local.get $4)
               )
               (br $cas_again7)
              )
             )
             (if
              (i32.ge_u
               (local.get $0)
               (local.get $12)
              )
              (then
               (br $folding-inner4)
              )
             )
             (drop
              (i32.atomic.rmw.add
               (i32.add
                (local.get $11)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (i32.const 1)
              )
             )
             (br_if $l9
              (i32.lt_s
               (local.tee $3
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
        (local.get $4)
       )
       (return
        (i32.const 1)
       )
      )
      (global.set $oob_site
       (i32.const 3)
      )
      (global.set $oob_index
       (local.get $4)
      )
      (return
       (i32.const 1)
      )
     )
     (global.set $oob_site
      (i32.const 4)
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
     (local.get $2)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_site
    (i32.const 6)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)
