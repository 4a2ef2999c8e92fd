;; ==== checked ====
(module
 (type $0 (func (param f64) (result f64)))
 (type $1 (func (param f64 f64) (result f64)))
 (type $2 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (import "math" "sin" (func $math_sin (param f64) (result f64)))
 (import "math" "cos" (func $math_cos (param f64) (result f64)))
 (import "math" "tan" (func $math_tan (param f64) (result f64)))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $tm_exp_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local.set $2
   (f64.add
    (f64.mul
     (local.tee $1
      (f64.min
       (f64.max
        (local.get $0)
        (f64.const -110)
       )
       (f64.const 100)
      )
     )
     (f64.const 1.4426950408889634)
    )
    (f64.const 6755399441055744)
   )
  )
  (if (result f64)
   (i32.ne
    (i32.reinterpret_f32
     (f32.demote_f64
      (f64.mul
       (local.tee $1
        (f64.mul
         (f64.add
          (f64.mul
           (local.tee $1
            (f64.sub
             (local.get $1)
             (f64.mul
              (f64.add
               (local.get $2)
               (f64.const -6755399441055744)
              )
              (f64.const 0.6931471805599453)
             )
            )
           )
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.add
              (f64.mul
               (local.get $1)
               (f64.add
                (f64.mul
                 (local.get $1)
                 (f64.add
                  (f64.mul
                   (local.get $1)
                   (f64.add
                    (f64.mul
                     (local.get $1)
                     (f64.add
                      (f64.mul
                       (local.get $1)
                       (f64.add
                        (f64.mul
                         (local.get $1)
                         (f64.const 2.4876164165064054e-05)
                        )
                        (f64.const 1.9915867069298518e-04)
                       )
                      )
                      (f64.const 1.3888821677373743e-03)
                     )
                    )
                    (f64.const 0.008333266097692854)
                   )
                  )
                  (f64.const 0.041666666890958284)
                 )
                )
                (f64.const 0.1666666689104706)
               )
              )
              (f64.const 0.49999999999797934)
             )
            )
            (f64.const 0.9999999999797851)
           )
          )
          (f64.const 1)
         )
         (f64.reinterpret_i64
          (i64.shl
           (i64.add
            (i64.reinterpret_f64
             (local.get $2)
            )
            (i64.const 1023)
           )
           (i64.const 52)
          )
         )
        )
       )
       (f64.const 0.999999999996362)
      )
     )
    )
    (i32.reinterpret_f32
     (f32.demote_f64
      (f64.mul
       (local.get $1)
       (f64.const 1.000000000003638)
      )
     )
    )
   )
   (then
    (local.set $1
     (f64.trunc
      (f64.add
       (f64.mul
        (local.tee $0
         (f64.min
          (f64.max
           (local.get $0)
           (f64.const -200)
          )
          (f64.const 200)
         )
        )
        (f64.const 1.4426950408889634)
       )
       (f64.copysign
        (f64.const 0.5)
        (local.get $0)
       )
      )
     )
    )
    (local.set $0
     (f64.mul
      (local.tee $2
       (f64.sub
        (local.tee $3
         (f64.sub
          (local.get $0)
          (f64.mul
           (local.get $1)
           (f64.const 0.6931471803691238)
          )
         )
        )
        (local.tee $4
         (f64.mul
          (local.get $1)
          (f64.const 1.9082149292705877e-10)
         )
        )
       )
      )
      (local.get $2)
     )
    )
    (f64.mul
     (f64.sub
      (f64.const 1)
      (f64.sub
       (f64.sub
        (local.get $4)
        (f64.div
         (f64.mul
          (local.get $2)
          (local.tee $0
           (f64.sub
            (local.get $2)
            (f64.mul
             (local.get $0)
             (f64.add
              (f64.mul
               (local.get $0)
               (f64.add
                (f64.mul
                 (local.get $0)
                 (f64.add
                  (f64.mul
                   (local.get $0)
                   (f64.add
                    (f64.mul
                     (local.get $0)
                     (f64.const 4.1381367970572385e-08)
                    )
                    (f64.const -1.6533902205465252e-06)
                   )
                  )
                  (f64.const 6.613756321437934e-05)
                 )
                )
                (f64.const -2.7777777777015593e-03)
               )
              )
              (f64.const 0.16666666666666602)
             )
            )
           )
          )
         )
         (f64.sub
          (f64.const 2)
          (local.get $0)
         )
        )
       )
       (local.get $3)
      )
     )
     (f64.reinterpret_i64
      (i64.shl
       (i64.sub
        (i64.reinterpret_f64
         (f64.add
          (local.get $1)
          (f64.const 6755399441055744)
         )
        )
        (i64.const 4843621399236967425)
       )
       (i64.const 52)
      )
     )
    )
   )
   (else
    (local.get $1)
   )
  )
 )
 (func $tm_log_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 i64)
  (local $6 i64)
  (local.set $3
   (f64.add
    (f64.reinterpret_i64
     (i64.add
      (local.tee $6
       (i64.shr_s
        (i64.sub
         (local.tee $5
          (i64.reinterpret_f64
           (local.get $0)
          )
         )
         (i64.const 4604544271217802189)
        )
        (i64.const 52)
       )
      )
      (i64.const 4843621399236968448)
     )
    )
    (f64.const -6755399441055744)
   )
  )
  (local.set $1
   (f64.mul
    (local.tee $4
     (f64.div
      (local.tee $2
       (f64.add
        (f64.reinterpret_i64
         (i64.sub
          (local.get $5)
          (i64.shl
           (local.get $6)
           (i64.const 52)
          )
         )
        )
        (f64.const -1)
       )
      )
      (f64.add
       (local.get $2)
       (f64.const 2)
      )
     )
    )
    (local.get $4)
   )
  )
  (select
   (f64.add
    (f64.mul
     (local.get $3)
     (f64.const 0.6931471805598903)
    )
    (f64.sub
     (local.get $2)
     (f64.sub
      (local.tee $2
       (f64.mul
        (f64.mul
         (local.get $2)
         (local.get $2)
        )
        (f64.const 0.5)
       )
      )
      (f64.add
       (f64.mul
        (local.get $4)
        (f64.add
         (local.get $2)
         (f64.mul
          (local.get $1)
          (f64.add
           (f64.mul
            (local.get $1)
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.const 0.11764705882352941)
                       )
                       (f64.const 0.13333333333333333)
                      )
                     )
                     (f64.const 0.15384615384615385)
                    )
                   )
                   (f64.const 0.18181818181818182)
                  )
                 )
                 (f64.const 0.2222222222222222)
                )
               )
               (f64.const 0.2857142857142857)
              )
             )
             (f64.const 0.4)
            )
           )
           (f64.const 0.6666666666666666)
          )
         )
        )
       )
       (f64.mul
        (local.get $3)
        (f64.const 5.497923018708371e-14)
       )
      )
     )
    )
   )
   (select
    (f64.const -inf)
    (select
     (local.get $0)
     (f64.const nan:0x8000000000000)
     (f64.eq
      (local.get $0)
      (f64.const inf)
     )
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
   (i32.and
    (f64.lt
     (local.get $0)
     (f64.const inf)
    )
    (f64.gt
     (local.get $0)
     (f64.const 0)
    )
   )
  )
 )
 (func $tm_log2_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 i64)
  (local $4 f64)
  (local $5 i32)
  (local $6 i64)
  (local.set $3
   (i64.shr_s
    (i64.sub
     (local.tee $6
      (i64.reinterpret_f64
       (select
        (f64.mul
         (local.get $0)
         (f64.const 18014398509481984)
        )
        (local.get $0)
        (local.tee $5
         (f64.lt
          (local.get $0)
          (f64.const 2.2250738585072014e-308)
         )
        )
       )
      )
     )
     (i64.const 4604544271217802189)
    )
    (i64.const 52)
   )
  )
  (local.set $1
   (f64.mul
    (local.tee $4
     (f64.div
      (local.tee $2
       (f64.add
        (f64.reinterpret_i64
         (i64.sub
          (local.get $6)
          (i64.shl
           (local.get $3)
           (i64.const 52)
          )
         )
        )
        (f64.const -1)
       )
      )
      (f64.add
       (local.get $2)
       (f64.const 2)
      )
     )
    )
    (local.get $4)
   )
  )
  (select
   (f64.add
    (f64.sub
     (f64.add
      (f64.reinterpret_i64
       (i64.add
        (local.get $3)
        (i64.const 4843621399236968448)
       )
      )
      (f64.const -6755399441055744)
     )
     (select
      (f64.const 54)
      (f64.const 0)
      (local.get $5)
     )
    )
    (f64.mul
     (f64.sub
      (local.get $2)
      (f64.sub
       (local.tee $2
        (f64.mul
         (f64.mul
          (local.get $2)
          (local.get $2)
         )
         (f64.const 0.5)
        )
       )
       (f64.mul
        (local.get $4)
        (f64.add
         (local.get $2)
         (f64.mul
          (local.get $1)
          (f64.add
           (f64.mul
            (local.get $1)
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.add
                         (f64.mul
                          (local.get $1)
                          (f64.add
                           (f64.mul
                            (local.get $1)
                            (f64.add
                             (f64.mul
                              (local.get $1)
                              (f64.const 0.08695652173913043)
                             )
                             (f64.const 0.09523809523809523)
                            )
                           )
                           (f64.const 0.10526315789473684)
                          )
                         )
                         (f64.const 0.11764705882352941)
                        )
                       )
                       (f64.const 0.13333333333333333)
                      )
                     )
                     (f64.const 0.15384615384615385)
                    )
                   )
                   (f64.const 0.18181818181818182)
                  )
                 )
                 (f64.const 0.2222222222222222)
                )
               )
               (f64.const 0.2857142857142857)
              )
             )
             (f64.const 0.4)
            )
           )
           (f64.const 0.6666666666666666)
          )
         )
        )
       )
      )
     )
     (f64.const 1.4426950408889634)
    )
   )
   (select
    (f64.const -inf)
    (select
     (local.get $0)
     (f64.const nan:0x8000000000000)
     (f64.eq
      (local.get $0)
      (f64.const inf)
     )
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
   (i32.and
    (f64.lt
     (local.get $0)
     (f64.const inf)
    )
    (f64.gt
     (local.get $0)
     (f64.const 0)
    )
   )
  )
 )
 (func $tm_pow_f32_1 (param $0 f64) (param $1 f64) (result f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 f64)
  (local $6 f64)
  (local $7 i64)
  (local $8 i64)
  (local $9 i32)
  (local.set $5
   (f64.add
    (f64.reinterpret_i64
     (i64.add
      (local.tee $8
       (i64.shr_s
        (i64.sub
         (local.tee $7
          (i64.reinterpret_f64
           (local.tee $3
            (f64.abs
             (local.get $0)
            )
           )
          )
         )
         (i64.const 4604544271217802189)
        )
        (i64.const 52)
       )
      )
      (i64.const 4843621399236968448)
     )
    )
    (f64.const -6755399441055744)
   )
  )
  (local.set $2
   (f64.mul
    (local.tee $6
     (f64.div
      (local.tee $4
       (f64.add
        (f64.reinterpret_i64
         (i64.sub
          (local.get $7)
          (i64.shl
           (local.get $8)
           (i64.const 52)
          )
         )
        )
        (f64.const -1)
       )
      )
      (f64.add
       (local.get $4)
       (f64.const 2)
      )
     )
    )
    (local.get $6)
   )
  )
  (local.set $3
   (f64.add
    (f64.mul
     (local.tee $2
      (f64.min
       (f64.max
        (f64.mul
         (local.get $1)
         (select
          (f64.add
           (f64.mul
            (local.get $5)
            (f64.const 0.6931471805598903)
           )
           (f64.sub
            (local.get $4)
            (f64.sub
             (local.tee $4
              (f64.mul
               (f64.mul
                (local.get $4)
                (local.get $4)
               )
               (f64.const 0.5)
              )
             )
             (f64.add
              (f64.mul
               (local.get $6)
               (f64.add
                (local.get $4)
                (f64.mul
                 (local.get $2)
                 (f64.add
                  (f64.mul
                   (local.get $2)
                   (f64.add
                    (f64.mul
                     (local.get $2)
                     (f64.add
                      (f64.mul
                       (local.get $2)
                       (f64.add
                        (f64.mul
                         (local.get $2)
                         (f64.add
                          (f64.mul
                           (local.get $2)
                           (f64.add
                            (f64.mul
                             (local.get $2)
                             (f64.add
                              (f64.mul
                               (local.get $2)
                               (f64.const 0.11764705882352941)
                              )
                              (f64.const 0.13333333333333333)
                             )
                            )
                            (f64.const 0.15384615384615385)
                           )
                          )
                          (f64.const 0.18181818181818182)
                         )
                        )
                        (f64.const 0.2222222222222222)
                       )
                      )
                      (f64.const 0.2857142857142857)
                     )
                    )
                    (f64.const 0.4)
                   )
                  )
                  (f64.const 0.6666666666666666)
                 )
                )
               )
              )
              (f64.mul
               (local.get $5)
               (f64.const 5.497923018708371e-14)
              )
             )
            )
           )
          )
          (select
           (f64.const -inf)
           (select
            (local.get $3)
            (f64.const nan:0x8000000000000)
            (f64.eq
             (local.get $3)
             (f64.const inf)
            )
           )
           (f64.eq
            (local.get $3)
            (f64.const 0)
           )
          )
          (i32.and
           (f64.lt
            (local.get $3)
            (f64.const inf)
           )
           (f64.gt
            (local.get $3)
            (f64.const 0)
           )
          )
         )
        )
        (f64.const -110)
       )
       (f64.const 100)
      )
     )
     (f64.const 1.4426950408889634)
    )
    (f64.const 6755399441055744)
   )
  )
  (select
   (f64.const 1)
   (select
    (f64.const nan:0x8000000000000)
    (select
     (f64.neg
      (local.tee $2
       (f64.mul
        (f64.add
         (f64.mul
          (local.tee $2
           (f64.sub
            (local.get $2)
            (f64.mul
             (f64.add
              (local.get $3)
              (f64.const -6755399441055744)
             )
             (f64.const 0.6931471805599453)
            )
           )
          )
          (f64.add
           (f64.mul
            (local.get $2)
            (f64.add
             (f64.mul
              (local.get $2)
              (f64.add
               (f64.mul
                (local.get $2)
                (f64.add
                 (f64.mul
                  (local.get $2)
                  (f64.add
                   (f64.mul
                    (local.get $2)
                    (f64.add
                     (f64.mul
                      (local.get $2)
                      (f64.add
                       (f64.mul
                        (local.get $2)
                        (f64.const 2.4876164165064054e-05)
                       )
                       (f64.const 1.9915867069298518e-04)
                      )
                     )
                     (f64.const 1.3888821677373743e-03)
                    )
                   )
                   (f64.const 0.008333266097692854)
                  )
                 )
                 (f64.const 0.041666666890958284)
                )
               )
               (f64.const 0.1666666689104706)
              )
             )
             (f64.const 0.49999999999797934)
            )
           )
           (f64.const 0.9999999999797851)
          )
         )
         (f64.const 1)
        )
        (f64.reinterpret_i64
         (i64.shl
          (i64.add
           (i64.reinterpret_f64
            (local.get $3)
           )
           (i64.const 1023)
          )
          (i64.const 52)
         )
        )
       )
      )
     )
     (local.get $2)
     (i32.and
      (i32.and
       (local.tee $9
        (f64.eq
         (f64.floor
          (local.get $1)
         )
         (local.get $1)
        )
       )
       (f64.ne
        (local.tee $2
         (f64.mul
          (local.get $1)
          (f64.const 0.5)
         )
        )
        (f64.floor
         (local.get $2)
        )
       )
      )
      (i64.lt_s
       (i64.reinterpret_f64
        (local.get $0)
       )
       (i64.const 0)
      )
     )
    )
    (i32.and
     (i32.eqz
      (local.get $9)
     )
     (i32.and
      (f64.lt
       (local.get $0)
       (f64.const 0)
      )
      (f64.gt
       (local.get $0)
       (f64.const -inf)
      )
     )
    )
   )
   (f64.eq
    (local.get $1)
    (f64.const 0)
   )
  )
 )
 (func $tm_sin_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 f64)
  (local $6 i64)
  (local.set $6
   (i64.sub
    (i64.reinterpret_f64
     (local.tee $1
      (f64.add
       (f64.mul
        (local.get $0)
        (f64.const 0.6366197723675814)
       )
       (f64.const 6755399441055744)
      )
     )
    )
    (i64.const 4843621399236968448)
   )
  )
  (local.set $4
   (f64.sub
    (local.tee $1
     (f64.sub
      (local.tee $3
       (f64.sub
        (local.get $0)
        (f64.mul
         (local.tee $2
          (f64.add
           (local.get $1)
           (f64.const -6755399441055744)
          )
         )
         (f64.const 1.5707963267341256)
        )
       )
      )
      (local.tee $5
       (f64.mul
        (local.get $2)
        (f64.const 6.077100506303966e-11)
       )
      )
     )
    )
    (local.get $3)
   )
  )
  (local.set $3
   (f64.add
    (f64.sub
     (local.get $1)
     (local.tee $2
      (f64.add
       (local.get $1)
       (local.tee $1
        (f64.sub
         (f64.add
          (f64.sub
           (local.get $3)
           (f64.sub
            (local.get $1)
            (local.get $4)
           )
          )
          (f64.sub
           (f64.neg
            (local.get $5)
           )
           (local.get $4)
          )
         )
         (f64.mul
          (local.get $2)
          (f64.const 2.0222662487959506e-21)
         )
        )
       )
      )
     )
    )
    (local.get $1)
   )
  )
  (local.set $1
   (select
    (local.get $0)
    (select
     (f64.neg
      (local.tee $1
       (select
        (f64.add
         (local.tee $5
          (f64.sub
           (f64.const 1)
           (local.tee $4
            (f64.mul
             (local.tee $1
              (f64.mul
               (local.get $2)
               (local.get $2)
              )
             )
             (f64.const 0.5)
            )
           )
          )
         )
         (f64.add
          (f64.sub
           (f64.sub
            (f64.const 1)
            (local.get $5)
           )
           (local.get $4)
          )
          (f64.sub
           (f64.mul
            (f64.mul
             (local.get $1)
             (local.get $1)
            )
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.const 4.779477332387385e-14)
                       )
                       (f64.const -1.1470745597729725e-11)
                      )
                     )
                     (f64.const 2.08767569878681e-09)
                    )
                   )
                   (f64.const -2.755731922398589e-07)
                  )
                 )
                 (f64.const 2.48015873015873e-05)
                )
               )
               (f64.const -0.001388888888888889)
              )
             )
             (f64.const 0.041666666666666664)
            )
           )
           (f64.mul
            (local.get $2)
            (local.get $3)
           )
          )
         )
        )
        (f64.add
         (local.get $2)
         (f64.add
          (f64.mul
           (f64.mul
            (local.get $1)
            (local.get $2)
           )
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.add
              (f64.mul
               (local.get $1)
               (f64.add
                (f64.mul
                 (local.get $1)
                 (f64.add
                  (f64.mul
                   (local.get $1)
                   (f64.add
                    (f64.mul
                     (local.get $1)
                     (f64.add
                      (f64.mul
                       (local.get $1)
                       (f64.add
                        (f64.mul
                         (local.get $1)
                         (f64.const 2.8114572543455206e-15)
                        )
                        (f64.const -7.647163731819816e-13)
                       )
                      )
                      (f64.const 1.6059043836821613e-10)
                     )
                    )
                    (f64.const -2.505210838544172e-08)
                   )
                  )
                  (f64.const 2.7557319223985893e-06)
                 )
                )
                (f64.const -1.984126984126984e-04)
               )
              )
              (f64.const 0.008333333333333333)
             )
            )
            (f64.const -0.16666666666666666)
           )
          )
          (f64.mul
           (local.get $3)
           (f64.sub
            (f64.const 1)
            (f64.mul
             (local.get $1)
             (f64.const 0.5)
            )
           )
          )
         )
        )
        (i32.wrap_i64
         (i64.and
          (local.get $6)
          (i64.const 1)
         )
        )
       )
      )
     )
     (local.get $1)
     (i64.ne
      (i64.and
       (local.get $6)
       (i64.const 2)
      )
      (i64.const 0)
     )
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
  )
  (if (result f64)
   (f64.gt
    (f64.abs
     (local.get $0)
    )
    (f64.const 823549.6645826427)
   )
   (then
    (call $math_sin
     (local.get $0)
    )
   )
   (else
    (local.get $1)
   )
  )
 )
 (func $tm_cos_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 f64)
  (local $6 i64)
  (local.set $6
   (i64.sub
    (i64.reinterpret_f64
     (local.tee $1
      (f64.add
       (f64.mul
        (local.get $0)
        (f64.const 0.6366197723675814)
       )
       (f64.const 6755399441055744)
      )
     )
    )
    (i64.const 4843621399236968448)
   )
  )
  (local.set $4
   (f64.sub
    (local.tee $1
     (f64.sub
      (local.tee $3
       (f64.sub
        (local.get $0)
        (f64.mul
         (local.tee $2
          (f64.add
           (local.get $1)
           (f64.const -6755399441055744)
          )
         )
         (f64.const 1.5707963267341256)
        )
       )
      )
      (local.tee $5
       (f64.mul
        (local.get $2)
        (f64.const 6.077100506303966e-11)
       )
      )
     )
    )
    (local.get $3)
   )
  )
  (local.set $3
   (f64.add
    (f64.sub
     (local.get $1)
     (local.tee $2
      (f64.add
       (local.get $1)
       (local.tee $1
        (f64.sub
         (f64.add
          (f64.sub
           (local.get $3)
           (f64.sub
            (local.get $1)
            (local.get $4)
           )
          )
          (f64.sub
           (f64.neg
            (local.get $5)
           )
           (local.get $4)
          )
         )
         (f64.mul
          (local.get $2)
          (f64.const 2.0222662487959506e-21)
         )
        )
       )
      )
     )
    )
    (local.get $1)
   )
  )
  (local.set $1
   (select
    (f64.neg
     (local.tee $1
      (select
       (f64.add
        (local.get $2)
        (f64.add
         (f64.mul
          (f64.mul
           (local.tee $1
            (f64.mul
             (local.get $2)
             (local.get $2)
            )
           )
           (local.get $2)
          )
          (f64.add
           (f64.mul
            (local.get $1)
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.const 2.8114572543455206e-15)
                       )
                       (f64.const -7.647163731819816e-13)
                      )
                     )
                     (f64.const 1.6059043836821613e-10)
                    )
                   )
                   (f64.const -2.505210838544172e-08)
                  )
                 )
                 (f64.const 2.7557319223985893e-06)
                )
               )
               (f64.const -1.984126984126984e-04)
              )
             )
             (f64.const 0.008333333333333333)
            )
           )
           (f64.const -0.16666666666666666)
          )
         )
         (f64.mul
          (local.get $3)
          (f64.sub
           (f64.const 1)
           (f64.mul
            (local.get $1)
            (f64.const 0.5)
           )
          )
         )
        )
       )
       (f64.add
        (local.tee $5
         (f64.sub
          (f64.const 1)
          (local.tee $4
           (f64.mul
            (local.get $1)
            (f64.const 0.5)
           )
          )
         )
        )
        (f64.add
         (f64.sub
          (f64.sub
           (f64.const 1)
           (local.get $5)
          )
          (local.get $4)
         )
         (f64.sub
          (f64.mul
           (f64.mul
            (local.get $1)
            (local.get $1)
           )
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.add
              (f64.mul
               (local.get $1)
               (f64.add
                (f64.mul
                 (local.get $1)
                 (f64.add
                  (f64.mul
                   (local.get $1)
                   (f64.add
                    (f64.mul
                     (local.get $1)
                     (f64.add
                      (f64.mul
                       (local.get $1)
                       (f64.const 4.779477332387385e-14)
                      )
                      (f64.const -1.1470745597729725e-11)
                     )
                    )
                    (f64.const 2.08767569878681e-09)
                   )
                  )
                  (f64.const -2.755731922398589e-07)
                 )
                )
                (f64.const 2.48015873015873e-05)
               )
              )
              (f64.const -0.001388888888888889)
             )
            )
            (f64.const 0.041666666666666664)
           )
          )
          (f64.mul
           (local.get $2)
           (local.get $3)
          )
         )
        )
       )
       (i32.wrap_i64
        (i64.and
         (local.get $6)
         (i64.const 1)
        )
       )
      )
     )
    )
    (local.get $1)
    (i64.ne
     (i64.and
      (i64.add
       (local.get $6)
       (i64.const 1)
      )
      (i64.const 2)
     )
     (i64.const 0)
    )
   )
  )
  (if (result f64)
   (f64.gt
    (f64.abs
     (local.get $0)
    )
    (f64.const 823549.6645826427)
   )
   (then
    (call $math_cos
     (local.get $0)
    )
   )
   (else
    (local.get $1)
   )
  )
 )
 (func $tm_tan_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 f64)
  (local $6 f64)
  (local.set $3
   (f64.sub
    (local.tee $1
     (f64.sub
      (local.tee $4
       (f64.sub
        (local.get $0)
        (f64.mul
         (local.tee $2
          (f64.add
           (local.tee $6
            (f64.add
             (f64.mul
              (local.get $0)
              (f64.const 0.6366197723675814)
             )
             (f64.const 6755399441055744)
            )
           )
           (f64.const -6755399441055744)
          )
         )
         (f64.const 1.5707963267341256)
        )
       )
      )
      (local.tee $5
       (f64.mul
        (local.get $2)
        (f64.const 6.077100506303966e-11)
       )
      )
     )
    )
    (local.get $4)
   )
  )
  (local.set $4
   (f64.add
    (f64.sub
     (local.get $1)
     (local.tee $2
      (f64.add
       (local.get $1)
       (local.tee $1
        (f64.sub
         (f64.add
          (f64.sub
           (local.get $4)
           (f64.sub
            (local.get $1)
            (local.get $3)
           )
          )
          (f64.sub
           (f64.neg
            (local.get $5)
           )
           (local.get $3)
          )
         )
         (f64.mul
          (local.get $2)
          (f64.const 2.0222662487959506e-21)
         )
        )
       )
      )
     )
    )
    (local.get $1)
   )
  )
  (local.set $1
   (select
    (local.get $0)
    (select
     (f64.neg
      (f64.div
       (local.tee $3
        (f64.add
         (local.tee $5
          (f64.sub
           (f64.const 1)
           (local.tee $3
            (f64.mul
             (local.tee $1
              (f64.mul
               (local.get $2)
               (local.get $2)
              )
             )
             (f64.const 0.5)
            )
           )
          )
         )
         (f64.add
          (f64.sub
           (f64.sub
            (f64.const 1)
            (local.get $5)
           )
           (local.get $3)
          )
          (f64.sub
           (f64.mul
            (f64.mul
             (local.get $1)
             (local.get $1)
            )
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.const 4.779477332387385e-14)
                       )
                       (f64.const -1.1470745597729725e-11)
                      )
                     )
                     (f64.const 2.08767569878681e-09)
                    )
                   )
                   (f64.const -2.755731922398589e-07)
                  )
                 )
                 (f64.const 2.48015873015873e-05)
                )
               )
               (f64.const -0.001388888888888889)
              )
             )
             (f64.const 0.041666666666666664)
            )
           )
           (f64.mul
            (local.get $2)
            (local.get $4)
           )
          )
         )
        )
       )
       (local.tee $1
        (f64.add
         (local.get $2)
         (f64.add
          (f64.mul
           (f64.mul
            (local.get $1)
            (local.get $2)
           )
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.add
              (f64.mul
               (local.get $1)
               (f64.add
                (f64.mul
                 (local.get $1)
                 (f64.add
                  (f64.mul
                   (local.get $1)
                   (f64.add
                    (f64.mul
                     (local.get $1)
                     (f64.add
                      (f64.mul
                       (local.get $1)
                       (f64.add
                        (f64.mul
                         (local.get $1)
                         (f64.const 2.8114572543455206e-15)
                        )
                        (f64.const -7.647163731819816e-13)
                       )
                      )
                      (f64.const 1.6059043836821613e-10)
                     )
                    )
                    (f64.const -2.505210838544172e-08)
                   )
                  )
                  (f64.const 2.7557319223985893e-06)
                 )
                )
                (f64.const -1.984126984126984e-04)
               )
              )
              (f64.const 0.008333333333333333)
             )
            )
            (f64.const -0.16666666666666666)
           )
          )
          (f64.mul
           (local.get $4)
           (f64.sub
            (f64.const 1)
            (f64.mul
             (local.get $1)
             (f64.const 0.5)
            )
           )
          )
         )
        )
       )
      )
     )
     (f64.div
      (local.get $1)
      (local.get $3)
     )
     (i32.wrap_i64
      (i64.and
       (i64.sub
        (i64.reinterpret_f64
         (local.get $6)
        )
        (i64.const 4843621399236968448)
       )
       (i64.const 1)
      )
     )
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
  )
  (if (result f64)
   (f64.gt
    (f64.abs
     (local.get $0)
    )
    (f64.const 823549.6645826427)
   )
   (then
    (call $math_tan
     (local.get $0)
    )
   )
   (else
    (local.get $1)
   )
  )
 )
 (func $tm_atan2_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 f64)
  (local $9 i32)
  (local.set $1
   (f64.mul
    (local.tee $2
     (f64.div
      (f64.sub
       (local.tee $1
        (f64.div
         (f64.min
          (local.tee $8
           (f64.abs
            (local.get $0)
           )
          )
          (f64.const 2)
         )
         (f64.max
          (local.get $8)
          (f64.const 2)
         )
        )
       )
       (local.tee $2
        (f64.mul
         (local.tee $3
          (f64.floor
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.const 4)
            )
            (f64.const 0.5)
           )
          )
         )
         (f64.const 0.25)
        )
       )
      )
      (f64.add
       (f64.mul
        (local.get $1)
        (local.get $2)
       )
       (f64.const 1)
      )
     )
    )
    (local.get $2)
   )
  )
  (f64.copysign
   (f64.add
    (select
     (select
      (f64.const 0.7853981633974483)
      (select
       (f64.const 0.9272952180016122)
       (select
        (f64.const 1.1071487177940904)
        (select
         (f64.const 1.3258176636680326)
         (f64.const 1.5707963267948966)
         (local.tee $4
          (f64.eq
           (local.get $3)
           (f64.const 1)
          )
         )
        )
        (local.tee $5
         (f64.eq
          (local.get $3)
          (f64.const 2)
         )
        )
       )
       (local.tee $6
        (f64.eq
         (local.get $3)
         (f64.const 3)
        )
       )
      )
      (local.tee $7
       (f64.eq
        (local.get $3)
        (f64.const 4)
       )
      )
     )
     (select
      (f64.const 0.7853981633974483)
      (select
       (f64.const 0.6435011087932844)
       (select
        (f64.const 0.4636476090008061)
        (select
         (f64.const 0.24497866312686414)
         (f64.const 0)
         (local.get $4)
        )
        (local.get $5)
       )
       (local.get $6)
      )
      (local.get $7)
     )
     (local.tee $9
      (f64.gt
       (local.get $8)
       (f64.const 2)
      )
     )
    )
    (f64.add
     (select
      (select
       (f64.const 3.061616997868383e-17)
       (select
        (f64.const 4.5397554905923374e-17)
        (select
         (f64.const 9.40447137356638e-17)
         (select
          (f64.const -8.824429373951136e-17)
          (f64.const 6.123233995736766e-17)
          (local.get $4)
         )
         (local.get $5)
        )
        (local.get $6)
       )
       (local.get $7)
      )
      (select
       (f64.const 3.061616997868383e-17)
       (select
        (f64.const 1.5834785051444286e-17)
        (select
         (f64.const 2.2698777452961687e-17)
         (select
          (f64.const 1.0698755618734451e-17)
          (f64.const 0)
          (local.get $4)
         )
         (local.get $5)
        )
        (local.get $6)
       )
       (local.get $7)
      )
      (local.get $9)
     )
     (select
      (f64.neg
       (local.tee $1
        (f64.add
         (local.get $2)
         (f64.mul
          (f64.mul
           (local.get $1)
           (local.get $2)
          )
          (f64.add
           (f64.mul
            (local.get $1)
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.add
                         (f64.mul
                          (local.get $1)
                          (f64.const -0.05263157894736842)
                         )
                         (f64.const 0.058823529411764705)
                        )
                       )
                       (f64.const -0.06666666666666667)
                      )
                     )
                     (f64.const 0.07692307692307693)
                    )
                   )
                   (f64.const -0.09090909090909091)
                  )
                 )
                 (f64.const 0.1111111111111111)
                )
               )
               (f64.const -0.14285714285714285)
              )
             )
             (f64.const 0.2)
            )
           )
           (f64.const -0.3333333333333333)
          )
         )
        )
       )
      )
      (local.get $1)
      (local.get $9)
     )
    )
   )
   (local.get $0)
  )
 )
 (func $tm_hypot_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local.set $0
   (f64.max
    (local.tee $2
     (f64.abs
      (local.get $0)
     )
    )
    (f64.const 3)
   )
  )
  (select
   (f64.const inf)
   (select
    (f64.const 0)
    (f64.mul
     (f64.sqrt
      (f64.add
       (f64.mul
        (local.tee $1
         (f64.div
          (local.get $2)
          (local.get $0)
         )
        )
        (local.get $1)
       )
       (f64.mul
        (local.tee $1
         (f64.div
          (f64.const 3)
          (local.get $0)
         )
        )
        (local.get $1)
       )
      )
     )
     (local.get $0)
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
   (f64.eq
    (local.get $2)
    (f64.const inf)
   )
  )
 )
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 f64)
  (local $10 f32)
  (local $11 f32)
  (local $12 f64)
  (local $13 f64)
  (local $14 f64)
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (i32.and
       (f64.lt
        (f64.add
         (local.tee $12
          (f64.mul
           (local.tee $16
            (f64.convert_i32_s
             (i32.sub
              (local.get $1)
              (i32.const 1)
             )
            )
           )
           (f64.const 9)
          )
         )
         (f64.const 8)
        )
        (f64.const 4503599627370496)
       )
       (f64.ge
        (f64.add
         (local.tee $13
          (f64.min
           (local.get $12)
           (local.tee $9
            (f64.mul
             (local.tee $17
              (f64.convert_i32_s
               (local.get $0)
              )
             )
             (f64.const 9)
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
        (local.tee $9
         (f64.add
          (local.tee $14
           (f64.max
            (local.get $9)
            (local.get $12)
           )
          )
          (f64.const 8)
         )
        )
        (local.tee $15
         (f64.convert_i32_u
          (local.get $8)
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
          (local.get $12)
          (f64.const 7)
         )
         (f64.const 4503599627370496)
        )
        (f64.ge
         (f64.add
          (local.get $13)
          (f64.const 7)
         )
         (f64.const 0)
        )
       )
       (i32.and
        (f64.gt
         (local.get $15)
         (local.tee $9
          (f64.add
           (local.get $14)
           (f64.const 7)
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
           (local.get $12)
           (f64.const 6)
          )
          (f64.const 4503599627370496)
         )
         (f64.ge
          (f64.add
           (local.get $13)
           (f64.const 6)
          )
          (f64.const 0)
         )
        )
        (i32.and
         (f64.gt
          (local.get $15)
          (local.tee $9
           (f64.add
            (local.get $14)
            (f64.const 6)
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
            (local.get $12)
            (f64.const 5)
           )
           (f64.const 4503599627370496)
          )
          (f64.ge
           (f64.add
            (local.get $13)
            (f64.const 5)
           )
           (f64.const 0)
          )
         )
         (i32.and
          (f64.gt
           (local.get $15)
           (local.tee $9
            (f64.add
             (local.get $14)
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
             (local.get $12)
             (f64.const 4)
            )
            (f64.const 4503599627370496)
           )
           (f64.ge
            (f64.add
             (local.get $13)
             (f64.const 4)
            )
            (f64.const 0)
           )
          )
          (i32.and
           (f64.gt
            (local.get $15)
            (local.tee $9
             (f64.add
              (local.get $14)
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
           (i32.and
            (f64.lt
             (f64.add
              (local.get $12)
              (f64.const 3)
             )
             (f64.const 4503599627370496)
            )
            (f64.ge
             (f64.add
              (local.get $13)
              (f64.const 3)
             )
             (f64.const 0)
            )
           )
           (i32.and
            (f64.gt
             (local.get $15)
             (local.tee $9
              (f64.add
               (local.get $14)
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
          (i32.and
           (i32.and
            (i32.and
             (f64.lt
              (f64.add
               (local.get $12)
               (f64.const 2)
              )
              (f64.const 4503599627370496)
             )
             (f64.ge
              (f64.add
               (local.get $13)
               (f64.const 2)
              )
              (f64.const 0)
             )
            )
            (i32.and
             (f64.gt
              (local.get $15)
              (local.tee $9
               (f64.add
                (local.get $14)
                (f64.const 2)
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
                (local.get $12)
                (f64.const 1)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $13)
                (f64.const 1)
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.gt
               (local.get $15)
               (local.tee $9
                (f64.add
                 (local.get $14)
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
                 (local.get $12)
                 (f64.const 0)
                )
                (f64.const 4503599627370496)
               )
               (f64.ge
                (f64.add
                 (local.get $13)
                 (f64.const 0)
                )
                (f64.const 0)
               )
              )
              (i32.and
               (f64.gt
                (local.get $15)
                (local.tee $9
                 (f64.add
                  (local.get $14)
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
               (f64.lt
                (f64.add
                 (local.tee $9
                  (f64.mul
                   (local.get $16)
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
                  (local.get $9)
                  (local.tee $12
                   (f64.mul
                    (local.get $17)
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
                (local.tee $9
                 (f64.add
                  (f64.max
                   (local.get $9)
                   (local.get $12)
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
            )
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
         (i32.add
          (local.tee $2
           (i32.mul
            (local.get $0)
            (i32.const 36)
           )
          )
          (local.get $7)
         )
         (f32.demote_f64
          (call $tm_exp_f32_1
           (f64.promote_f32
            (f32.mul
             (local.tee $11
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
             (f32.const 0.10000000149011612)
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.tee $2
           (i32.add
            (local.get $2)
            (local.get $7)
           )
          )
          (i32.const 4)
         )
         (f32.demote_f64
          (call $tm_log_f32_1
           (local.tee $9
            (f64.promote_f32
             (f32.add
              (local.tee $10
               (f32.abs
                (local.get $11)
               )
              )
              (f32.const 1)
             )
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 8)
         )
         (f32.demote_f64
          (call $tm_log2_f32_1
           (local.get $9)
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 12)
         )
         (f32.demote_f64
          (call $tm_pow_f32_1
           (local.tee $12
            (f64.promote_f32
             (local.get $10)
            )
           )
           (f64.const 1.5)
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 16)
         )
         (f32.demote_f64
          (call $tm_sin_f32_1
           (local.tee $9
            (f64.promote_f32
             (local.get $11)
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 20)
         )
         (f32.demote_f64
          (call $tm_cos_f32_1
           (f64.promote_f32
            (f32.mul
             (local.get $11)
             (f32.const 3.1415927410125732)
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 24)
         )
         (f32.demote_f64
          (call $tm_tan_f32_1
           (f64.promote_f32
            (f32.mul
             (local.get $11)
             (f32.const 0.10000000149011612)
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 28)
         )
         (f32.demote_f64
          (call $tm_atan2_f32_1
           (local.get $9)
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 32)
         )
         (f32.add
          (f32.demote_f64
           (call $tm_hypot_f32_1
            (local.get $9)
           )
          )
          (f32.demote_f64
           (call $tm_pow_f32_1
            (local.get $12)
            (f64.const 2)
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
          (global.set $oob_index
           (local.get $0)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_exp_f32_1
           (f64.promote_f32
            (f32.mul
             (local.tee $11
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
             (f32.const 0.10000000149011612)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.mul
            (local.get $0)
            (i32.const 9)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_log_f32_1
           (f64.promote_f32
            (f32.add
             (f32.abs
              (local.get $11)
             )
             (f32.const 1)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 1)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 2)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_log2_f32_1
           (f64.promote_f32
            (f32.add
             (f32.abs
              (local.get $11)
             )
             (f32.const 1)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 2)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 3)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_pow_f32_1
           (f64.promote_f32
            (f32.abs
             (local.get $11)
            )
           )
           (f64.const 1.5)
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 3)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 4)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_sin_f32_1
           (f64.promote_f32
            (local.get $11)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 4)
           )
          )
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
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_cos_f32_1
           (f64.promote_f32
            (f32.mul
             (local.get $11)
             (f32.const 3.1415927410125732)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 5)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 6)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_tan_f32_1
           (f64.promote_f32
            (f32.mul
             (local.get $11)
             (f32.const 0.10000000149011612)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 6)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 7)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_atan2_f32_1
           (f64.promote_f32
            (local.get $11)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 7)
           )
          )
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
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $10)
        )
        (local.set $11
         (f32.add
          (f32.demote_f64
           (call $tm_hypot_f32_1
            (f64.promote_f32
             (local.get $11)
            )
           )
          )
          (f32.demote_f64
           (call $tm_pow_f32_1
            (f64.promote_f32
             (f32.abs
              (local.get $11)
             )
            )
            (f64.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 8)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 9)
          )
          (br $folding-inner0)
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
         (local.get $11)
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
   (local.get $2)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param f64) (result f64)))
 (type $1 (func (param f64 f64) (result f64)))
 (type $2 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (import "math" "sin" (func $math_sin (param f64) (result f64)))
 (import "math" "cos" (func $math_cos (param f64) (result f64)))
 (import "math" "tan" (func $math_tan (param f64) (result f64)))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $tm_exp_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local.set $2
   (f64.add
    (f64.mul
     (local.tee $1
      (f64.min
       (f64.max
        (local.get $0)
        (f64.const -110)
       )
       (f64.const 100)
      )
     )
     (f64.const 1.4426950408889634)
    )
    (f64.const 6755399441055744)
   )
  )
  (if (result f64)
   (i32.ne
    (i32.reinterpret_f32
     (f32.demote_f64
      (f64.mul
       (local.tee $1
        (f64.mul
         (f64.add
          (f64.mul
           (local.tee $1
            (f64.sub
             (local.get $1)
             (f64.mul
              (f64.add
               (local.get $2)
               (f64.const -6755399441055744)
              )
              (f64.const 0.6931471805599453)
             )
            )
           )
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.add
              (f64.mul
               (local.get $1)
               (f64.add
                (f64.mul
                 (local.get $1)
                 (f64.add
                  (f64.mul
                   (local.get $1)
                   (f64.add
                    (f64.mul
                     (local.get $1)
                     (f64.add
                      (f64.mul
                       (local.get $1)
                       (f64.add
                        (f64.mul
                         (local.get $1)
                         (f64.const 2.4876164165064054e-05)
                        )
                        (f64.const 1.9915867069298518e-04)
                       )
                      )
                      (f64.const 1.3888821677373743e-03)
                     )
                    )
                    (f64.const 0.008333266097692854)
                   )
                  )
                  (f64.const 0.041666666890958284)
                 )
                )
                (f64.const 0.1666666689104706)
               )
              )
              (f64.const 0.49999999999797934)
             )
            )
            (f64.const 0.9999999999797851)
           )
          )
          (f64.const 1)
         )
         (f64.reinterpret_i64
          (i64.shl
           (i64.add
            (i64.reinterpret_f64
             (local.get $2)
            )
            (i64.const 1023)
           )
           (i64.const 52)
          )
         )
        )
       )
       (f64.const 0.999999999996362)
      )
     )
    )
    (i32.reinterpret_f32
     (f32.demote_f64
      (f64.mul
       (local.get $1)
       (f64.const 1.000000000003638)
      )
     )
    )
   )
   (then
    (local.set $1
     (f64.trunc
      (f64.add
       (f64.mul
        (local.tee $0
         (f64.min
          (f64.max
           (local.get $0)
           (f64.const -200)
          )
          (f64.const 200)
         )
        )
        (f64.const 1.4426950408889634)
       )
       (f64.copysign
        (f64.const 0.5)
        (local.get $0)
       )
      )
     )
    )
    (local.set $0
     (f64.mul
      (local.tee $2
       (f64.sub
        (local.tee $3
         (f64.sub
          (local.get $0)
          (f64.mul
           (local.get $1)
           (f64.const 0.6931471803691238)
          )
         )
        )
        (local.tee $4
         (f64.mul
          (local.get $1)
          (f64.const 1.9082149292705877e-10)
         )
        )
       )
      )
      (local.get $2)
     )
    )
    (f64.mul
     (f64.sub
      (f64.const 1)
      (f64.sub
       (f64.sub
        (local.get $4)
        (f64.div
         (f64.mul
          (local.get $2)
          (local.tee $0
           (f64.sub
            (local.get $2)
            (f64.mul
             (local.get $0)
             (f64.add
              (f64.mul
               (local.get $0)
               (f64.add
                (f64.mul
                 (local.get $0)
                 (f64.add
                  (f64.mul
                   (local.get $0)
                   (f64.add
                    (f64.mul
                     (local.get $0)
                     (f64.const 4.1381367970572385e-08)
                    )
                    (f64.const -1.6533902205465252e-06)
                   )
                  )
                  (f64.const 6.613756321437934e-05)
                 )
                )
                (f64.const -2.7777777777015593e-03)
               )
              )
              (f64.const 0.16666666666666602)
             )
            )
           )
          )
         )
         (f64.sub
          (f64.const 2)
          (local.get $0)
         )
        )
       )
       (local.get $3)
      )
     )
     (f64.reinterpret_i64
      (i64.shl
       (i64.sub
        (i64.reinterpret_f64
         (f64.add
          (local.get $1)
          (f64.const 6755399441055744)
         )
        )
        (i64.const 4843621399236967425)
       )
       (i64.const 52)
      )
     )
    )
   )
   (else
    (local.get $1)
   )
  )
 )
 (func $tm_log_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 i64)
  (local $6 i64)
  (local.set $3
   (f64.add
    (f64.reinterpret_i64
     (i64.add
      (local.tee $6
       (i64.shr_s
        (i64.sub
         (local.tee $5
          (i64.reinterpret_f64
           (local.get $0)
          )
         )
         (i64.const 4604544271217802189)
        )
        (i64.const 52)
       )
      )
      (i64.const 4843621399236968448)
     )
    )
    (f64.const -6755399441055744)
   )
  )
  (local.set $1
   (f64.mul
    (local.tee $4
     (f64.div
      (local.tee $2
       (f64.add
        (f64.reinterpret_i64
         (i64.sub
          (local.get $5)
          (i64.shl
           (local.get $6)
           (i64.const 52)
          )
         )
        )
        (f64.const -1)
       )
      )
      (f64.add
       (local.get $2)
       (f64.const 2)
      )
     )
    )
    (local.get $4)
   )
  )
  (select
   (f64.add
    (f64.mul
     (local.get $3)
     (f64.const 0.6931471805598903)
    )
    (f64.sub
     (local.get $2)
     (f64.sub
      (local.tee $2
       (f64.mul
        (f64.mul
         (local.get $2)
         (local.get $2)
        )
        (f64.const 0.5)
       )
      )
      (f64.add
       (f64.mul
        (local.get $4)
        (f64.add
         (local.get $2)
         (f64.mul
          (local.get $1)
          (f64.add
           (f64.mul
            (local.get $1)
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.const 0.11764705882352941)
                       )
                       (f64.const 0.13333333333333333)
                      )
                     )
                     (f64.const 0.15384615384615385)
                    )
                   )
                   (f64.const 0.18181818181818182)
                  )
                 )
                 (f64.const 0.2222222222222222)
                )
               )
               (f64.const 0.2857142857142857)
              )
             )
             (f64.const 0.4)
            )
           )
           (f64.const 0.6666666666666666)
          )
         )
        )
       )
       (f64.mul
        (local.get $3)
        (f64.const 5.497923018708371e-14)
       )
      )
     )
    )
   )
   (select
    (f64.const -inf)
    (select
     (local.get $0)
     (f64.const nan:0x8000000000000)
     (f64.eq
      (local.get $0)
      (f64.const inf)
     )
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
   (i32.and
    (f64.lt
     (local.get $0)
     (f64.const inf)
    )
    (f64.gt
     (local.get $0)
     (f64.const 0)
    )
   )
  )
 )
 (func $tm_log2_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 i64)
  (local $4 f64)
  (local $5 i32)
  (local $6 i64)
  (local.set $3
   (i64.shr_s
    (i64.sub
     (local.tee $6
      (i64.reinterpret_f64
       (select
        (f64.mul
         (local.get $0)
         (f64.const 18014398509481984)
        )
        (local.get $0)
        (local.tee $5
         (f64.lt
          (local.get $0)
          (f64.const 2.2250738585072014e-308)
         )
        )
       )
      )
     )
     (i64.const 4604544271217802189)
    )
    (i64.const 52)
   )
  )
  (local.set $1
   (f64.mul
    (local.tee $4
     (f64.div
      (local.tee $2
       (f64.add
        (f64.reinterpret_i64
         (i64.sub
          (local.get $6)
          (i64.shl
           (local.get $3)
           (i64.const 52)
          )
         )
        )
        (f64.const -1)
       )
      )
      (f64.add
       (local.get $2)
       (f64.const 2)
      )
     )
    )
    (local.get $4)
   )
  )
  (select
   (f64.add
    (f64.sub
     (f64.add
      (f64.reinterpret_i64
       (i64.add
        (local.get $3)
        (i64.const 4843621399236968448)
       )
      )
      (f64.const -6755399441055744)
     )
     (select
      (f64.const 54)
      (f64.const 0)
      (local.get $5)
     )
    )
    (f64.mul
     (f64.sub
      (local.get $2)
      (f64.sub
       (local.tee $2
        (f64.mul
         (f64.mul
          (local.get $2)
          (local.get $2)
         )
         (f64.const 0.5)
        )
       )
       (f64.mul
        (local.get $4)
        (f64.add
         (local.get $2)
         (f64.mul
          (local.get $1)
          (f64.add
           (f64.mul
            (local.get $1)
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.add
                         (f64.mul
                          (local.get $1)
                          (f64.add
                           (f64.mul
                            (local.get $1)
                            (f64.add
                             (f64.mul
                              (local.get $1)
                              (f64.const 0.08695652173913043)
                             )
                             (f64.const 0.09523809523809523)
                            )
                           )
                           (f64.const 0.10526315789473684)
                          )
                         )
                         (f64.const 0.11764705882352941)
                        )
                       )
                       (f64.const 0.13333333333333333)
                      )
                     )
                     (f64.const 0.15384615384615385)
                    )
                   )
                   (f64.const 0.18181818181818182)
                  )
                 )
                 (f64.const 0.2222222222222222)
                )
               )
               (f64.const 0.2857142857142857)
              )
             )
             (f64.const 0.4)
            )
           )
           (f64.const 0.6666666666666666)
          )
         )
        )
       )
      )
     )
     (f64.const 1.4426950408889634)
    )
   )
   (select
    (f64.const -inf)
    (select
     (local.get $0)
     (f64.const nan:0x8000000000000)
     (f64.eq
      (local.get $0)
      (f64.const inf)
     )
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
   (i32.and
    (f64.lt
     (local.get $0)
     (f64.const inf)
    )
    (f64.gt
     (local.get $0)
     (f64.const 0)
    )
   )
  )
 )
 (func $tm_pow_f32_1 (param $0 f64) (param $1 f64) (result f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 f64)
  (local $6 f64)
  (local $7 i64)
  (local $8 i64)
  (local $9 i32)
  (local.set $5
   (f64.add
    (f64.reinterpret_i64
     (i64.add
      (local.tee $8
       (i64.shr_s
        (i64.sub
         (local.tee $7
          (i64.reinterpret_f64
           (local.tee $3
            (f64.abs
             (local.get $0)
            )
           )
          )
         )
         (i64.const 4604544271217802189)
        )
        (i64.const 52)
       )
      )
      (i64.const 4843621399236968448)
     )
    )
    (f64.const -6755399441055744)
   )
  )
  (local.set $2
   (f64.mul
    (local.tee $6
     (f64.div
      (local.tee $4
       (f64.add
        (f64.reinterpret_i64
         (i64.sub
          (local.get $7)
          (i64.shl
           (local.get $8)
           (i64.const 52)
          )
         )
        )
        (f64.const -1)
       )
      )
      (f64.add
       (local.get $4)
       (f64.const 2)
      )
     )
    )
    (local.get $6)
   )
  )
  (local.set $3
   (f64.add
    (f64.mul
     (local.tee $2
      (f64.min
       (f64.max
        (f64.mul
         (local.get $1)
         (select
          (f64.add
           (f64.mul
            (local.get $5)
            (f64.const 0.6931471805598903)
           )
           (f64.sub
            (local.get $4)
            (f64.sub
             (local.tee $4
              (f64.mul
               (f64.mul
                (local.get $4)
                (local.get $4)
               )
               (f64.const 0.5)
              )
             )
             (f64.add
              (f64.mul
               (local.get $6)
               (f64.add
                (local.get $4)
                (f64.mul
                 (local.get $2)
                 (f64.add
                  (f64.mul
                   (local.get $2)
                   (f64.add
                    (f64.mul
                     (local.get $2)
                     (f64.add
                      (f64.mul
                       (local.get $2)
                       (f64.add
                        (f64.mul
                         (local.get $2)
                         (f64.add
                          (f64.mul
                           (local.get $2)
                           (f64.add
                            (f64.mul
                             (local.get $2)
                             (f64.add
                              (f64.mul
                               (local.get $2)
                               (f64.const 0.11764705882352941)
                              )
                              (f64.const 0.13333333333333333)
                             )
                            )
                            (f64.const 0.15384615384615385)
                           )
                          )
                          (f64.const 0.18181818181818182)
                         )
                        )
                        (f64.const 0.2222222222222222)
                       )
                      )
                      (f64.const 0.2857142857142857)
                     )
                    )
                    (f64.const 0.4)
                   )
                  )
                  (f64.const 0.6666666666666666)
                 )
                )
               )
              )
              (f64.mul
               (local.get $5)
               (f64.const 5.497923018708371e-14)
              )
             )
            )
           )
          )
          (select
           (f64.const -inf)
           (select
            (local.get $3)
            (f64.const nan:0x8000000000000)
            (f64.eq
             (local.get $3)
             (f64.const inf)
            )
           )
           (f64.eq
            (local.get $3)
            (f64.const 0)
           )
          )
          (i32.and
           (f64.lt
            (local.get $3)
            (f64.const inf)
           )
           (f64.gt
            (local.get $3)
            (f64.const 0)
           )
          )
         )
        )
        (f64.const -110)
       )
       (f64.const 100)
      )
     )
     (f64.const 1.4426950408889634)
    )
    (f64.const 6755399441055744)
   )
  )
  (select
   (f64.const 1)
   (select
    (f64.const nan:0x8000000000000)
    (select
     (f64.neg
      (local.tee $2
       (f64.mul
        (f64.add
         (f64.mul
          (local.tee $2
           (f64.sub
            (local.get $2)
            (f64.mul
             (f64.add
              (local.get $3)
              (f64.const -6755399441055744)
             )
             (f64.const 0.6931471805599453)
            )
           )
          )
          (f64.add
           (f64.mul
            (local.get $2)
            (f64.add
             (f64.mul
              (local.get $2)
              (f64.add
               (f64.mul
                (local.get $2)
                (f64.add
                 (f64.mul
                  (local.get $2)
                  (f64.add
                   (f64.mul
                    (local.get $2)
                    (f64.add
                     (f64.mul
                      (local.get $2)
                      (f64.add
                       (f64.mul
                        (local.get $2)
                        (f64.const 2.4876164165064054e-05)
                       )
                       (f64.const 1.9915867069298518e-04)
                      )
                     )
                     (f64.const 1.3888821677373743e-03)
                    )
                   )
                   (f64.const 0.008333266097692854)
                  )
                 )
                 (f64.const 0.041666666890958284)
                )
               )
               (f64.const 0.1666666689104706)
              )
             )
             (f64.const 0.49999999999797934)
            )
           )
           (f64.const 0.9999999999797851)
          )
         )
         (f64.const 1)
        )
        (f64.reinterpret_i64
         (i64.shl
          (i64.add
           (i64.reinterpret_f64
            (local.get $3)
           )
           (i64.const 1023)
          )
          (i64.const 52)
         )
        )
       )
      )
     )
     (local.get $2)
     (i32.and
      (i32.and
       (local.tee $9
        (f64.eq
         (f64.floor
          (local.get $1)
         )
         (local.get $1)
        )
       )
       (f64.ne
        (local.tee $2
         (f64.mul
          (local.get $1)
          (f64.const 0.5)
         )
        )
        (f64.floor
         (local.get $2)
        )
       )
      )
      (i64.lt_s
       (i64.reinterpret_f64
        (local.get $0)
       )
       (i64.const 0)
      )
     )
    )
    (i32.and
     (i32.eqz
      (local.get $9)
     )
     (i32.and
      (f64.lt
       (local.get $0)
       (f64.const 0)
      )
      (f64.gt
       (local.get $0)
       (f64.const -inf)
      )
     )
    )
   )
   (f64.eq
    (local.get $1)
    (f64.const 0)
   )
  )
 )
 (func $tm_sin_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 f64)
  (local $6 i64)
  (local.set $6
   (i64.sub
    (i64.reinterpret_f64
     (local.tee $1
      (f64.add
       (f64.mul
        (local.get $0)
        (f64.const 0.6366197723675814)
       )
       (f64.const 6755399441055744)
      )
     )
    )
    (i64.const 4843621399236968448)
   )
  )
  (local.set $4
   (f64.sub
    (local.tee $1
     (f64.sub
      (local.tee $3
       (f64.sub
        (local.get $0)
        (f64.mul
         (local.tee $2
          (f64.add
           (local.get $1)
           (f64.const -6755399441055744)
          )
         )
         (f64.const 1.5707963267341256)
        )
       )
      )
      (local.tee $5
       (f64.mul
        (local.get $2)
        (f64.const 6.077100506303966e-11)
       )
      )
     )
    )
    (local.get $3)
   )
  )
  (local.set $3
   (f64.add
    (f64.sub
     (local.get $1)
     (local.tee $2
      (f64.add
       (local.get $1)
       (local.tee $1
        (f64.sub
         (f64.add
          (f64.sub
           (local.get $3)
           (f64.sub
            (local.get $1)
            (local.get $4)
           )
          )
          (f64.sub
           (f64.neg
            (local.get $5)
           )
           (local.get $4)
          )
         )
         (f64.mul
          (local.get $2)
          (f64.const 2.0222662487959506e-21)
         )
        )
       )
      )
     )
    )
    (local.get $1)
   )
  )
  (local.set $1
   (select
    (local.get $0)
    (select
     (f64.neg
      (local.tee $1
       (select
        (f64.add
         (local.tee $5
          (f64.sub
           (f64.const 1)
           (local.tee $4
            (f64.mul
             (local.tee $1
              (f64.mul
               (local.get $2)
               (local.get $2)
              )
             )
             (f64.const 0.5)
            )
           )
          )
         )
         (f64.add
          (f64.sub
           (f64.sub
            (f64.const 1)
            (local.get $5)
           )
           (local.get $4)
          )
          (f64.sub
           (f64.mul
            (f64.mul
             (local.get $1)
             (local.get $1)
            )
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.const 4.779477332387385e-14)
                       )
                       (f64.const -1.1470745597729725e-11)
                      )
                     )
                     (f64.const 2.08767569878681e-09)
                    )
                   )
                   (f64.const -2.755731922398589e-07)
                  )
                 )
                 (f64.const 2.48015873015873e-05)
                )
               )
               (f64.const -0.001388888888888889)
              )
             )
             (f64.const 0.041666666666666664)
            )
           )
           (f64.mul
            (local.get $2)
            (local.get $3)
           )
          )
         )
        )
        (f64.add
         (local.get $2)
         (f64.add
          (f64.mul
           (f64.mul
            (local.get $1)
            (local.get $2)
           )
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.add
              (f64.mul
               (local.get $1)
               (f64.add
                (f64.mul
                 (local.get $1)
                 (f64.add
                  (f64.mul
                   (local.get $1)
                   (f64.add
                    (f64.mul
                     (local.get $1)
                     (f64.add
                      (f64.mul
                       (local.get $1)
                       (f64.add
                        (f64.mul
                         (local.get $1)
                         (f64.const 2.8114572543455206e-15)
                        )
                        (f64.const -7.647163731819816e-13)
                       )
                      )
                      (f64.const 1.6059043836821613e-10)
                     )
                    )
                    (f64.const -2.505210838544172e-08)
                   )
                  )
                  (f64.const 2.7557319223985893e-06)
                 )
                )
                (f64.const -1.984126984126984e-04)
               )
              )
              (f64.const 0.008333333333333333)
             )
            )
            (f64.const -0.16666666666666666)
           )
          )
          (f64.mul
           (local.get $3)
           (f64.sub
            (f64.const 1)
            (f64.mul
             (local.get $1)
             (f64.const 0.5)
            )
           )
          )
         )
        )
        (i32.wrap_i64
         (i64.and
          (local.get $6)
          (i64.const 1)
         )
        )
       )
      )
     )
     (local.get $1)
     (i64.ne
      (i64.and
       (local.get $6)
       (i64.const 2)
      )
      (i64.const 0)
     )
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
  )
  (if (result f64)
   (f64.gt
    (f64.abs
     (local.get $0)
    )
    (f64.const 823549.6645826427)
   )
   (then
    (call $math_sin
     (local.get $0)
    )
   )
   (else
    (local.get $1)
   )
  )
 )
 (func $tm_cos_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 f64)
  (local $6 i64)
  (local.set $6
   (i64.sub
    (i64.reinterpret_f64
     (local.tee $1
      (f64.add
       (f64.mul
        (local.get $0)
        (f64.const 0.6366197723675814)
       )
       (f64.const 6755399441055744)
      )
     )
    )
    (i64.const 4843621399236968448)
   )
  )
  (local.set $4
   (f64.sub
    (local.tee $1
     (f64.sub
      (local.tee $3
       (f64.sub
        (local.get $0)
        (f64.mul
         (local.tee $2
          (f64.add
           (local.get $1)
           (f64.const -6755399441055744)
          )
         )
         (f64.const 1.5707963267341256)
        )
       )
      )
      (local.tee $5
       (f64.mul
        (local.get $2)
        (f64.const 6.077100506303966e-11)
       )
      )
     )
    )
    (local.get $3)
   )
  )
  (local.set $3
   (f64.add
    (f64.sub
     (local.get $1)
     (local.tee $2
      (f64.add
       (local.get $1)
       (local.tee $1
        (f64.sub
         (f64.add
          (f64.sub
           (local.get $3)
           (f64.sub
            (local.get $1)
            (local.get $4)
           )
          )
          (f64.sub
           (f64.neg
            (local.get $5)
           )
           (local.get $4)
          )
         )
         (f64.mul
          (local.get $2)
          (f64.const 2.0222662487959506e-21)
         )
        )
       )
      )
     )
    )
    (local.get $1)
   )
  )
  (local.set $1
   (select
    (f64.neg
     (local.tee $1
      (select
       (f64.add
        (local.get $2)
        (f64.add
         (f64.mul
          (f64.mul
           (local.tee $1
            (f64.mul
             (local.get $2)
             (local.get $2)
            )
           )
           (local.get $2)
          )
          (f64.add
           (f64.mul
            (local.get $1)
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.const 2.8114572543455206e-15)
                       )
                       (f64.const -7.647163731819816e-13)
                      )
                     )
                     (f64.const 1.6059043836821613e-10)
                    )
                   )
                   (f64.const -2.505210838544172e-08)
                  )
                 )
                 (f64.const 2.7557319223985893e-06)
                )
               )
               (f64.const -1.984126984126984e-04)
              )
             )
             (f64.const 0.008333333333333333)
            )
           )
           (f64.const -0.16666666666666666)
          )
         )
         (f64.mul
          (local.get $3)
          (f64.sub
           (f64.const 1)
           (f64.mul
            (local.get $1)
            (f64.const 0.5)
           )
          )
         )
        )
       )
       (f64.add
        (local.tee $5
         (f64.sub
          (f64.const 1)
          (local.tee $4
           (f64.mul
            (local.get $1)
            (f64.const 0.5)
           )
          )
         )
        )
        (f64.add
         (f64.sub
          (f64.sub
           (f64.const 1)
           (local.get $5)
          )
          (local.get $4)
         )
         (f64.sub
          (f64.mul
           (f64.mul
            (local.get $1)
            (local.get $1)
           )
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.add
              (f64.mul
               (local.get $1)
               (f64.add
                (f64.mul
                 (local.get $1)
                 (f64.add
                  (f64.mul
                   (local.get $1)
                   (f64.add
                    (f64.mul
                     (local.get $1)
                     (f64.add
                      (f64.mul
                       (local.get $1)
                       (f64.const 4.779477332387385e-14)
                      )
                      (f64.const -1.1470745597729725e-11)
                     )
                    )
                    (f64.const 2.08767569878681e-09)
                   )
                  )
                  (f64.const -2.755731922398589e-07)
                 )
                )
                (f64.const 2.48015873015873e-05)
               )
              )
              (f64.const -0.001388888888888889)
             )
            )
            (f64.const 0.041666666666666664)
           )
          )
          (f64.mul
           (local.get $2)
           (local.get $3)
          )
         )
        )
       )
       (i32.wrap_i64
        (i64.and
         (local.get $6)
         (i64.const 1)
        )
       )
      )
     )
    )
    (local.get $1)
    (i64.ne
     (i64.and
      (i64.add
       (local.get $6)
       (i64.const 1)
      )
      (i64.const 2)
     )
     (i64.const 0)
    )
   )
  )
  (if (result f64)
   (f64.gt
    (f64.abs
     (local.get $0)
    )
    (f64.const 823549.6645826427)
   )
   (then
    (call $math_cos
     (local.get $0)
    )
   )
   (else
    (local.get $1)
   )
  )
 )
 (func $tm_tan_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 f64)
  (local $5 f64)
  (local $6 f64)
  (local.set $3
   (f64.sub
    (local.tee $1
     (f64.sub
      (local.tee $4
       (f64.sub
        (local.get $0)
        (f64.mul
         (local.tee $2
          (f64.add
           (local.tee $6
            (f64.add
             (f64.mul
              (local.get $0)
              (f64.const 0.6366197723675814)
             )
             (f64.const 6755399441055744)
            )
           )
           (f64.const -6755399441055744)
          )
         )
         (f64.const 1.5707963267341256)
        )
       )
      )
      (local.tee $5
       (f64.mul
        (local.get $2)
        (f64.const 6.077100506303966e-11)
       )
      )
     )
    )
    (local.get $4)
   )
  )
  (local.set $4
   (f64.add
    (f64.sub
     (local.get $1)
     (local.tee $2
      (f64.add
       (local.get $1)
       (local.tee $1
        (f64.sub
         (f64.add
          (f64.sub
           (local.get $4)
           (f64.sub
            (local.get $1)
            (local.get $3)
           )
          )
          (f64.sub
           (f64.neg
            (local.get $5)
           )
           (local.get $3)
          )
         )
         (f64.mul
          (local.get $2)
          (f64.const 2.0222662487959506e-21)
         )
        )
       )
      )
     )
    )
    (local.get $1)
   )
  )
  (local.set $1
   (select
    (local.get $0)
    (select
     (f64.neg
      (f64.div
       (local.tee $3
        (f64.add
         (local.tee $5
          (f64.sub
           (f64.const 1)
           (local.tee $3
            (f64.mul
             (local.tee $1
              (f64.mul
               (local.get $2)
               (local.get $2)
              )
             )
             (f64.const 0.5)
            )
           )
          )
         )
         (f64.add
          (f64.sub
           (f64.sub
            (f64.const 1)
            (local.get $5)
           )
           (local.get $3)
          )
          (f64.sub
           (f64.mul
            (f64.mul
             (local.get $1)
             (local.get $1)
            )
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.const 4.779477332387385e-14)
                       )
                       (f64.const -1.1470745597729725e-11)
                      )
                     )
                     (f64.const 2.08767569878681e-09)
                    )
                   )
                   (f64.const -2.755731922398589e-07)
                  )
                 )
                 (f64.const 2.48015873015873e-05)
                )
               )
               (f64.const -0.001388888888888889)
              )
             )
             (f64.const 0.041666666666666664)
            )
           )
           (f64.mul
            (local.get $2)
            (local.get $4)
           )
          )
         )
        )
       )
       (local.tee $1
        (f64.add
         (local.get $2)
         (f64.add
          (f64.mul
           (f64.mul
            (local.get $1)
            (local.get $2)
           )
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.add
              (f64.mul
               (local.get $1)
               (f64.add
                (f64.mul
                 (local.get $1)
                 (f64.add
                  (f64.mul
                   (local.get $1)
                   (f64.add
                    (f64.mul
                     (local.get $1)
                     (f64.add
                      (f64.mul
                       (local.get $1)
                       (f64.add
                        (f64.mul
                         (local.get $1)
                         (f64.const 2.8114572543455206e-15)
                        )
                        (f64.const -7.647163731819816e-13)
                       )
                      )
                      (f64.const 1.6059043836821613e-10)
                     )
                    )
                    (f64.const -2.505210838544172e-08)
                   )
                  )
                  (f64.const 2.7557319223985893e-06)
                 )
                )
                (f64.const -1.984126984126984e-04)
               )
              )
              (f64.const 0.008333333333333333)
             )
            )
            (f64.const -0.16666666666666666)
           )
          )
          (f64.mul
           (local.get $4)
           (f64.sub
            (f64.const 1)
            (f64.mul
             (local.get $1)
             (f64.const 0.5)
            )
           )
          )
         )
        )
       )
      )
     )
     (f64.div
      (local.get $1)
      (local.get $3)
     )
     (i32.wrap_i64
      (i64.and
       (i64.sub
        (i64.reinterpret_f64
         (local.get $6)
        )
        (i64.const 4843621399236968448)
       )
       (i64.const 1)
      )
     )
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
  )
  (if (result f64)
   (f64.gt
    (f64.abs
     (local.get $0)
    )
    (f64.const 823549.6645826427)
   )
   (then
    (call $math_tan
     (local.get $0)
    )
   )
   (else
    (local.get $1)
   )
  )
 )
 (func $tm_atan2_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local $3 f64)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 f64)
  (local $9 i32)
  (local.set $1
   (f64.mul
    (local.tee $2
     (f64.div
      (f64.sub
       (local.tee $1
        (f64.div
         (f64.min
          (local.tee $8
           (f64.abs
            (local.get $0)
           )
          )
          (f64.const 2)
         )
         (f64.max
          (local.get $8)
          (f64.const 2)
         )
        )
       )
       (local.tee $2
        (f64.mul
         (local.tee $3
          (f64.floor
           (f64.add
            (f64.mul
             (local.get $1)
             (f64.const 4)
            )
            (f64.const 0.5)
           )
          )
         )
         (f64.const 0.25)
        )
       )
      )
      (f64.add
       (f64.mul
        (local.get $1)
        (local.get $2)
       )
       (f64.const 1)
      )
     )
    )
    (local.get $2)
   )
  )
  (f64.copysign
   (f64.add
    (select
     (select
      (f64.const 0.7853981633974483)
      (select
       (f64.const 0.9272952180016122)
       (select
        (f64.const 1.1071487177940904)
        (select
         (f64.const 1.3258176636680326)
         (f64.const 1.5707963267948966)
         (local.tee $4
          (f64.eq
           (local.get $3)
           (f64.const 1)
          )
         )
        )
        (local.tee $5
         (f64.eq
          (local.get $3)
          (f64.const 2)
         )
        )
       )
       (local.tee $6
        (f64.eq
         (local.get $3)
         (f64.const 3)
        )
       )
      )
      (local.tee $7
       (f64.eq
        (local.get $3)
        (f64.const 4)
       )
      )
     )
     (select
      (f64.const 0.7853981633974483)
      (select
       (f64.const 0.6435011087932844)
       (select
        (f64.const 0.4636476090008061)
        (select
         (f64.const 0.24497866312686414)
         (f64.const 0)
         (local.get $4)
        )
        (local.get $5)
       )
       (local.get $6)
      )
      (local.get $7)
     )
     (local.tee $9
      (f64.gt
       (local.get $8)
       (f64.const 2)
      )
     )
    )
    (f64.add
     (select
      (select
       (f64.const 3.061616997868383e-17)
       (select
        (f64.const 4.5397554905923374e-17)
        (select
         (f64.const 9.40447137356638e-17)
         (select
          (f64.const -8.824429373951136e-17)
          (f64.const 6.123233995736766e-17)
          (local.get $4)
         )
         (local.get $5)
        )
        (local.get $6)
       )
       (local.get $7)
      )
      (select
       (f64.const 3.061616997868383e-17)
       (select
        (f64.const 1.5834785051444286e-17)
        (select
         (f64.const 2.2698777452961687e-17)
         (select
          (f64.const 1.0698755618734451e-17)
          (f64.const 0)
          (local.get $4)
         )
         (local.get $5)
        )
        (local.get $6)
       )
       (local.get $7)
      )
      (local.get $9)
     )
     (select
      (f64.neg
       (local.tee $1
        (f64.add
         (local.get $2)
         (f64.mul
          (f64.mul
           (local.get $1)
           (local.get $2)
          )
          (f64.add
           (f64.mul
            (local.get $1)
            (f64.add
             (f64.mul
              (local.get $1)
              (f64.add
               (f64.mul
                (local.get $1)
                (f64.add
                 (f64.mul
                  (local.get $1)
                  (f64.add
                   (f64.mul
                    (local.get $1)
                    (f64.add
                     (f64.mul
                      (local.get $1)
                      (f64.add
                       (f64.mul
                        (local.get $1)
                        (f64.add
                         (f64.mul
                          (local.get $1)
                          (f64.const -0.05263157894736842)
                         )
                         (f64.const 0.058823529411764705)
                        )
                       )
                       (f64.const -0.06666666666666667)
                      )
                     )
                     (f64.const 0.07692307692307693)
                    )
                   )
                   (f64.const -0.09090909090909091)
                  )
                 )
                 (f64.const 0.1111111111111111)
                )
               )
               (f64.const -0.14285714285714285)
              )
             )
             (f64.const 0.2)
            )
           )
           (f64.const -0.3333333333333333)
          )
         )
        )
       )
      )
      (local.get $1)
      (local.get $9)
     )
    )
   )
   (local.get $0)
  )
 )
 (func $tm_hypot_f32_1 (param $0 f64) (result f64)
  (local $1 f64)
  (local $2 f64)
  (local.set $0
   (f64.max
    (local.tee $2
     (f64.abs
      (local.get $0)
     )
    )
    (f64.const 3)
   )
  )
  (select
   (f64.const inf)
   (select
    (f64.const 0)
    (f64.mul
     (f64.sqrt
      (f64.add
       (f64.mul
        (local.tee $1
         (f64.div
          (local.get $2)
          (local.get $0)
         )
        )
        (local.get $1)
       )
       (f64.mul
        (local.tee $1
         (f64.div
          (f64.const 3)
          (local.get $0)
         )
        )
        (local.get $1)
       )
      )
     )
     (local.get $0)
    )
    (f64.eq
     (local.get $0)
     (f64.const 0)
    )
   )
   (f64.eq
    (local.get $2)
    (f64.const inf)
   )
  )
 )
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 f64)
  (local $10 f32)
  (local $11 f32)
  (local $12 f64)
  (local $13 f64)
  (local $14 f64)
  (local $15 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
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
           (f64.const 9)
          )
         )
         (f64.const 8)
        )
        (f64.const 4503599627370496)
       )
       (f64.ge
        (f64.add
         (local.tee $13
          (f64.min
           (local.get $12)
           (local.tee $9
            (f64.mul
             (f64.convert_i32_s
              (local.get $0)
             )
             (f64.const 9)
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
        (local.tee $9
         (f64.add
          (local.tee $14
           (f64.max
            (local.get $9)
            (local.get $12)
           )
          )
          (f64.const 8)
         )
        )
        (local.tee $15
         (f64.convert_i32_u
          (local.get $8)
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
          (local.get $12)
          (f64.const 7)
         )
         (f64.const 4503599627370496)
        )
        (f64.ge
         (f64.add
          (local.get $13)
          (f64.const 7)
         )
         (f64.const 0)
        )
       )
       (i32.and
        (f64.gt
         (local.get $15)
         (local.tee $9
          (f64.add
           (local.get $14)
           (f64.const 7)
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
           (local.get $12)
           (f64.const 6)
          )
          (f64.const 4503599627370496)
         )
         (f64.ge
          (f64.add
           (local.get $13)
           (f64.const 6)
          )
          (f64.const 0)
         )
        )
        (i32.and
         (f64.gt
          (local.get $15)
          (local.tee $9
           (f64.add
            (local.get $14)
            (f64.const 6)
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
            (local.get $12)
            (f64.const 5)
           )
           (f64.const 4503599627370496)
          )
          (f64.ge
           (f64.add
            (local.get $13)
            (f64.const 5)
           )
           (f64.const 0)
          )
         )
         (i32.and
          (f64.gt
           (local.get $15)
           (local.tee $9
            (f64.add
             (local.get $14)
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
             (local.get $12)
             (f64.const 4)
            )
            (f64.const 4503599627370496)
           )
           (f64.ge
            (f64.add
             (local.get $13)
             (f64.const 4)
            )
            (f64.const 0)
           )
          )
          (i32.and
           (f64.gt
            (local.get $15)
            (local.tee $9
             (f64.add
              (local.get $14)
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
           (i32.and
            (f64.lt
             (f64.add
              (local.get $12)
              (f64.const 3)
             )
             (f64.const 4503599627370496)
            )
            (f64.ge
             (f64.add
              (local.get $13)
              (f64.const 3)
             )
             (f64.const 0)
            )
           )
           (i32.and
            (f64.gt
             (local.get $15)
             (local.tee $9
              (f64.add
               (local.get $14)
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
          (i32.and
           (i32.and
            (i32.and
             (f64.lt
              (f64.add
               (local.get $12)
               (f64.const 2)
              )
              (f64.const 4503599627370496)
             )
             (f64.ge
              (f64.add
               (local.get $13)
               (f64.const 2)
              )
              (f64.const 0)
             )
            )
            (i32.and
             (f64.gt
              (local.get $15)
              (local.tee $9
               (f64.add
                (local.get $14)
                (f64.const 2)
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
                (local.get $12)
                (f64.const 1)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $13)
                (f64.const 1)
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.gt
               (local.get $15)
               (local.tee $9
                (f64.add
                 (local.get $14)
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
              (f64.lt
               (f64.add
                (local.get $12)
                (f64.const 0)
               )
               (f64.const 4503599627370496)
              )
              (f64.ge
               (f64.add
                (local.get $13)
                (f64.const 0)
               )
               (f64.const 0)
              )
             )
             (i32.and
              (f64.gt
               (local.get $15)
               (local.tee $9
                (f64.add
                 (local.get $14)
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
         (i32.add
          (local.tee $2
           (i32.mul
            (local.get $0)
            (i32.const 36)
           )
          )
          (local.get $7)
         )
         (f32.demote_f64
          (call $tm_exp_f32_1
           (f64.promote_f32
            (f32.mul
             (local.tee $11
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
             (f32.const 0.10000000149011612)
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.tee $2
           (i32.add
            (local.get $2)
            (local.get $7)
           )
          )
          (i32.const 4)
         )
         (f32.demote_f64
          (call $tm_log_f32_1
           (local.tee $9
            (f64.promote_f32
             (f32.add
              (local.tee $10
               (f32.abs
                (local.get $11)
               )
              )
              (f32.const 1)
             )
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 8)
         )
         (f32.demote_f64
          (call $tm_log2_f32_1
           (local.get $9)
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 12)
         )
         (f32.demote_f64
          (call $tm_pow_f32_1
           (local.tee $12
            (f64.promote_f32
             (local.get $10)
            )
           )
           (f64.const 1.5)
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 16)
         )
         (f32.demote_f64
          (call $tm_sin_f32_1
           (local.tee $9
            (f64.promote_f32
             (local.get $11)
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 20)
         )
         (f32.demote_f64
          (call $tm_cos_f32_1
           (f64.promote_f32
            (f32.mul
             (local.get $11)
             (f32.const 3.1415927410125732)
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 24)
         )
         (f32.demote_f64
          (call $tm_tan_f32_1
           (f64.promote_f32
            (f32.mul
             (local.get $11)
             (f32.const 0.10000000149011612)
            )
           )
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 28)
         )
         (f32.demote_f64
          (call $tm_atan2_f32_1
           (local.get $9)
          )
         )
        )
        (f32.store
         (i32.add
          (local.get $2)
          (i32.const 32)
         )
         (f32.add
          (f32.demote_f64
           (call $tm_hypot_f32_1
            (local.get $9)
           )
          )
          (f32.demote_f64
           (call $tm_pow_f32_1
            (local.get $12)
            (f64.const 2)
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
        (local.set $10
         (f32.demote_f64
          (call $tm_exp_f32_1
           (f64.promote_f32
            (f32.mul
             (local.tee $11
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
             (f32.const 0.10000000149011612)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.mul
            (local.get $0)
            (i32.const 9)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_log_f32_1
           (f64.promote_f32
            (f32.add
             (f32.abs
              (local.get $11)
             )
             (f32.const 1)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 1)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 2)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_log2_f32_1
           (f64.promote_f32
            (f32.add
             (f32.abs
              (local.get $11)
             )
             (f32.const 1)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 2)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 3)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_pow_f32_1
           (f64.promote_f32
            (f32.abs
             (local.get $11)
            )
           )
           (f64.const 1.5)
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 3)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 4)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_sin_f32_1
           (f64.promote_f32
            (local.get $11)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 4)
           )
          )
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
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_cos_f32_1
           (f64.promote_f32
            (f32.mul
             (local.get $11)
             (f32.const 3.1415927410125732)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 5)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 6)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_tan_f32_1
           (f64.promote_f32
            (f32.mul
             (local.get $11)
             (f32.const 0.10000000149011612)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 6)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 7)
          )
          (br $folding-inner0)
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
         (local.get $10)
        )
        (local.set $10
         (f32.demote_f64
          (call $tm_atan2_f32_1
           (f64.promote_f32
            (local.get $11)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 7)
           )
          )
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
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $10)
        )
        (local.set $11
         (f32.add
          (f32.demote_f64
           (call $tm_hypot_f32_1
            (f64.promote_f32
             (local.get $11)
            )
           )
          )
          (f32.demote_f64
           (call $tm_pow_f32_1
            (f64.promote_f32
             (f32.abs
              (local.get $11)
             )
            )
            (f64.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 9)
            )
            (i32.const 8)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 9)
          )
          (br $folding-inner0)
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
         (local.get $11)
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
   (local.get $2)
  )
  (i32.const 1)
 )
)
