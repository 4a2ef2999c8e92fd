;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (type $1 (func (param i32 i32 i32) (result i32)))
 (type $2 (func (param i32 i32) (result f32)))
 (type $3 (func (param i32 i32 i32) (result f32)))
 (type $4 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $f_tt_philox4x32_u32_u32_u32_u32_u32_u32_i32 (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (result i32)
  (local $7 i32)
  (local $8 i32)
  (local.set $5
   (i32.xor
    (local.tee $7
     (i32.sub
      (local.get $0)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $8
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $2)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (local.get $5)
           )
           (local.get $1)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $4)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $0
   (i32.xor
    (local.tee $7
     (i32.sub
      (local.get $7)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $3
          (i32.xor
           (local.tee $1
            (i32.sub
             (local.get $1)
             (i32.const 1150833019)
            )
           )
           (i32.xor
            (i32.mul
             (local.get $2)
             (i32.const -766435501)
            )
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.tee $2
                 (i32.xor
                  (i32.xor
                   (i32.wrap_i64
                    (i64.shr_u
                     (i64.mul
                      (i64.extend_i32_u
                       (local.get $4)
                      )
                      (i64.const 3449720151)
                     )
                     (i64.const 32)
                    )
                   )
                   (local.get $3)
                  )
                  (local.get $0)
                 )
                )
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
           )
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $8)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $1
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $7)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.mul
      (local.get $3)
      (i32.const -845247145)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $2
          (i32.xor
           (local.tee $3
            (i32.sub
             (local.get $1)
             (i32.const 1150833019)
            )
           )
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $5)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $2)
             (i32.const -766435501)
            )
           )
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
    )
   )
  )
  (local.set $2
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $5
          (i32.xor
           (local.tee $3
            (i32.sub
             (local.get $3)
             (i32.const 1150833019)
            )
           )
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $0)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $5)
             (i32.const -766435501)
            )
           )
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $2)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $0
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.mul
      (local.get $5)
      (i32.const -845247145)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $5
          (i32.xor
           (local.tee $3
            (i32.sub
             (local.get $3)
             (i32.const 1150833019)
            )
           )
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $1)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $0)
             (i32.const -766435501)
            )
           )
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
    )
   )
  )
  (local.set $1
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.mul
      (local.get $5)
      (i32.const -845247145)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $5
          (i32.xor
           (local.tee $3
            (i32.sub
             (local.get $3)
             (i32.const 1150833019)
            )
           )
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $2)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $1)
             (i32.const -766435501)
            )
           )
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
    )
   )
  )
  (local.set $2
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.mul
      (local.get $5)
      (i32.const -845247145)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $5
          (i32.xor
           (local.tee $3
            (i32.sub
             (local.get $3)
             (i32.const 1150833019)
            )
           )
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $0)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $2)
             (i32.const -766435501)
            )
           )
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
    )
   )
  )
  (local.set $0
   (i32.xor
    (local.tee $7
     (i32.sub
      (local.get $3)
      (i32.const 1150833019)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.get $1)
        )
        (i64.const 3528531795)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $0)
      (i32.const -766435501)
     )
    )
   )
  )
  (local.set $3
   (i32.sub
    (local.get $4)
    (i32.const 1640531527)
   )
  )
  (local.set $1
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $7)
      (i32.const 1150833019)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.get $2)
        )
        (i64.const 3528531795)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $1)
      (i32.const -766435501)
     )
    )
   )
  )
  (if (result i32)
   (local.get $6)
   (then
    (select
     (i32.mul
      (local.get $1)
      (i32.const -845247145)
     )
     (select
      (i32.xor
       (i32.sub
        (local.get $4)
        (i32.const 1150833019)
       )
       (i32.xor
        (i32.wrap_i64
         (i64.shr_u
          (i64.mul
           (i64.extend_i32_u
            (local.tee $0
             (i32.xor
              (i32.xor
               (i32.wrap_i64
                (i64.shr_u
                 (i64.mul
                  (i64.extend_i32_u
                   (local.get $0)
                  )
                  (i64.const 3449720151)
                 )
                 (i64.const 32)
                )
               )
               (i32.mul
                (local.get $5)
                (i32.const -845247145)
               )
              )
              (local.get $3)
             )
            )
           )
           (i64.const 3528531795)
          )
          (i64.const 32)
         )
        )
        (i32.mul
         (local.get $2)
         (i32.const -766435501)
        )
       )
      )
      (i32.mul
       (local.get $0)
       (i32.const -766435501)
      )
      (i32.eq
       (local.get $6)
       (i32.const 2)
      )
     )
     (i32.eq
      (local.get $6)
      (i32.const 1)
     )
    )
   )
   (else
    (i32.xor
     (i32.sub
      (local.get $3)
      (i32.const 1640531527)
     )
     (i32.xor
      (i32.wrap_i64
       (i64.shr_u
        (i64.mul
         (i64.extend_i32_u
          (local.get $1)
         )
         (i64.const 3449720151)
        )
        (i64.const 32)
       )
      )
      (i32.mul
       (local.get $0)
       (i32.const -845247145)
      )
     )
    )
   )
  )
 )
 (func $f_tt_randInt_u32_u32_i32 (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local.set $4
   (i32.xor
    (local.tee $3
     (i32.sub
      (local.get $0)
      (i32.const 1640531527)
     )
    )
    (i32.wrap_i64
     (i64.shr_u
      (i64.mul
       (i64.extend_i32_u
        (local.tee $5
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.get $2)
            )
            (i64.const 3528531795)
           )
           (i64.const 32)
          )
         )
        )
       )
       (i64.const 3449720151)
      )
      (i64.const 32)
     )
    )
   )
  )
  (local.set $0
   (i32.xor
    (local.tee $3
     (i32.sub
      (local.get $3)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $2
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.tee $1
                 (i32.xor
                  (local.get $0)
                  (local.get $1)
                 )
                )
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $2)
             (i32.const -766435501)
            )
           )
           (i32.const -1150833019)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $5)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $1
   (i32.xor
    (local.tee $3
     (i32.sub
      (local.get $3)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.mul
      (local.get $2)
      (i32.const -845247145)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $2
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $4)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $1)
             (i32.const -766435501)
            )
           )
           (i32.const 1993301258)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
    )
   )
  )
  (local.set $2
   (i32.xor
    (local.tee $3
     (i32.sub
      (local.get $3)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $4
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $0)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $4)
             (i32.const -766435501)
            )
           )
           (i32.const 842468239)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $2)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $0
   (i32.xor
    (local.tee $3
     (i32.sub
      (local.get $3)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.mul
      (local.get $4)
      (i32.const -845247145)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $4
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $1)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $0)
             (i32.const -766435501)
            )
           )
           (i32.const -308364780)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
    )
   )
  )
  (local.set $2
   (i32.xor
    (i32.xor
     (i32.mul
      (local.tee $4
       (i32.xor
        (local.tee $3
         (i32.sub
          (local.get $3)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $1
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.get $2)
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $1)
                 (i32.const -766435501)
                )
               )
               (i32.const -1459197799)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $4)
          (i32.const -845247145)
         )
        )
       )
      )
      (i32.const -766435501)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (i32.xor
          (local.tee $3
           (i32.sub
            (local.get $3)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (i32.xor
                (i32.xor
                 (i32.wrap_i64
                  (i64.shr_u
                   (i64.mul
                    (i64.extend_i32_u
                     (local.get $0)
                    )
                    (i64.const 3528531795)
                   )
                   (i64.const 32)
                  )
                 )
                 (i32.mul
                  (local.get $2)
                  (i32.const -766435501)
                 )
                )
                (i32.const 1684936478)
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $1)
            (i32.const -845247145)
           )
          )
         )
        )
        (i64.const 3528531795)
       )
       (i64.const 32)
      )
     )
    )
    (i32.const -616729560)
   )
  )
  (local.set $0
   (i32.xor
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.get $4)
        )
        (i64.const 3528531795)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $0)
      (i32.const -766435501)
     )
    )
    (i32.const 534103459)
   )
  )
  (i32.xor
   (i32.add
    (local.get $3)
    (i32.const 1013904242)
   )
   (i32.xor
    (i32.wrap_i64
     (i64.shr_u
      (i64.mul
       (i64.extend_i32_u
        (local.get $2)
       )
       (i64.const 3449720151)
      )
      (i64.const 32)
     )
    )
    (i32.mul
     (local.get $0)
     (i32.const -845247145)
    )
   )
  )
 )
 (func $f_tt_rand_i32_i32_i32 (param $0 i32) (param $1 i32) (result f32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local.set $4
   (i32.xor
    (local.tee $2
     (i32.sub
      (local.get $0)
      (i32.const 1640531527)
     )
    )
    (i32.wrap_i64
     (i64.shr_u
      (i64.mul
       (i64.extend_i32_u
        (local.tee $3
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.get $1)
            )
            (i64.const 3528531795)
           )
           (i64.const 32)
          )
         )
        )
       )
       (i64.const 3449720151)
      )
      (i64.const 32)
     )
    )
   )
  )
  (local.set $0
   (i32.xor
    (local.tee $2
     (i32.sub
      (local.get $2)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $1
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.tee $5
                 (i32.xor
                  (local.get $0)
                  (i32.const 3)
                 )
                )
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $1)
             (i32.const -766435501)
            )
           )
           (i32.const -1150833019)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $3)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $1
   (i32.xor
    (local.tee $2
     (i32.sub
      (local.get $2)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $3
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $4)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $5)
             (i32.const -766435501)
            )
           )
           (i32.const 1993301258)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $1)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $4
   (i32.xor
    (local.tee $2
     (i32.sub
      (local.get $2)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $5
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $0)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $4)
             (i32.const -766435501)
            )
           )
           (i32.const 842468239)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $3)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $0
   (i32.xor
    (local.tee $2
     (i32.sub
      (local.get $2)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $3
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $1)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $0)
             (i32.const -766435501)
            )
           )
           (i32.const -308364780)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $5)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $1
   (i32.xor
    (i32.xor
     (i32.mul
      (local.tee $3
       (i32.xor
        (local.tee $2
         (i32.sub
          (local.get $2)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $1
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.get $4)
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $1)
                 (i32.const -766435501)
                )
               )
               (i32.const -1459197799)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $3)
          (i32.const -845247145)
         )
        )
       )
      )
      (i32.const -766435501)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (i32.xor
          (local.tee $2
           (i32.sub
            (local.get $2)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (i32.xor
                (i32.xor
                 (i32.wrap_i64
                  (i64.shr_u
                   (i64.mul
                    (i64.extend_i32_u
                     (local.get $0)
                    )
                    (i64.const 3528531795)
                   )
                   (i64.const 32)
                  )
                 )
                 (i32.mul
                  (local.get $4)
                  (i32.const -766435501)
                 )
                )
                (i32.const 1684936478)
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $1)
            (i32.const -845247145)
           )
          )
         )
        )
        (i64.const 3528531795)
       )
       (i64.const 32)
      )
     )
    )
    (i32.const -616729560)
   )
  )
  (f32.mul
   (f32.convert_i32_u
    (i32.shr_u
     (i32.xor
      (i32.add
       (local.get $2)
       (i32.const 1013904242)
      )
      (i32.xor
       (i32.wrap_i64
        (i64.shr_u
         (i64.mul
          (i64.extend_i32_u
           (local.get $1)
          )
          (i64.const 3449720151)
         )
         (i64.const 32)
        )
       )
       (i32.mul
        (i32.xor
         (i32.xor
          (i32.wrap_i64
           (i64.shr_u
            (i64.mul
             (i64.extend_i32_u
              (local.get $3)
             )
             (i64.const 3528531795)
            )
            (i64.const 32)
           )
          )
          (i32.mul
           (local.get $0)
           (i32.const -766435501)
          )
         )
         (i32.const 534103459)
        )
        (i32.const -845247145)
       )
      )
     )
     (i32.const 8)
    )
   )
   (f32.const 5.9604644775390625e-08)
  )
 )
 (func $f_tt_randn_u32_i32_i32 (param $0 i32) (param $1 i32) (param $2 i32) (result f32)
  (local $3 f32)
  (local $4 i32)
  (local $5 i32)
  (local $6 f32)
  (local $7 f32)
  (local $8 f32)
  (local $9 f32)
  (local $10 i32)
  (local.set $5
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $0)
      (i32.const 1640531527)
     )
    )
    (i32.wrap_i64
     (i64.shr_u
      (i64.mul
       (i64.extend_i32_u
        (local.tee $10
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.get $2)
            )
            (i64.const 3528531795)
           )
           (i64.const 32)
          )
         )
        )
       )
       (i64.const 3449720151)
      )
      (i64.const 32)
     )
    )
   )
  )
  (local.set $0
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $2
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.tee $1
                 (i32.xor
                  (local.get $0)
                  (local.get $1)
                 )
                )
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $2)
             (i32.const -766435501)
            )
           )
           (i32.const -1150833019)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $10)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $1
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.mul
      (local.get $2)
      (i32.const -845247145)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $2
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $5)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $1)
             (i32.const -766435501)
            )
           )
           (i32.const 1993301258)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
    )
   )
  )
  (local.set $2
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $5
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $0)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $5)
             (i32.const -766435501)
            )
           )
           (i32.const 842468239)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $2)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $0
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.mul
      (local.get $5)
      (i32.const -845247145)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $5
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $1)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $0)
             (i32.const -766435501)
            )
           )
           (i32.const -308364780)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
    )
   )
  )
  (local.set $1
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.mul
      (local.get $5)
      (i32.const -845247145)
     )
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (local.tee $5
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $2)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $1)
             (i32.const -766435501)
            )
           )
           (i32.const -1459197799)
          )
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
    )
   )
  )
  (local.set $2
   (i32.xor
    (local.tee $4
     (i32.sub
      (local.get $4)
      (i32.const 1640531527)
     )
    )
    (i32.xor
     (i32.wrap_i64
      (i64.shr_u
       (i64.mul
        (i64.extend_i32_u
         (i32.xor
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.get $0)
              )
              (i64.const 3528531795)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $2)
            (i32.const -766435501)
           )
          )
          (i32.const 1684936478)
         )
        )
        (i64.const 3449720151)
       )
       (i64.const 32)
      )
     )
     (i32.mul
      (local.get $5)
      (i32.const -845247145)
     )
    )
   )
  )
  (local.set $0
   (i32.sub
    (i32.const 31)
    (i32.clz
     (local.tee $2
      (i32.add
       (i32.shr_u
        (i32.xor
         (i32.add
          (local.get $4)
          (i32.const 1013904242)
         )
         (i32.xor
          (i32.mul
           (i32.xor
            (i32.xor
             (i32.wrap_i64
              (i64.shr_u
               (i64.mul
                (i64.extend_i32_u
                 (local.get $1)
                )
                (i64.const 3528531795)
               )
               (i64.const 32)
              )
             )
             (i32.mul
              (local.get $0)
              (i32.const -766435501)
             )
            )
            (i32.const 534103459)
           )
           (i32.const -845247145)
          )
          (i32.wrap_i64
           (i64.shr_u
            (i64.mul
             (i64.extend_i32_u
              (local.tee $1
               (i32.xor
                (i32.xor
                 (i32.wrap_i64
                  (i64.shr_u
                   (i64.mul
                    (i64.extend_i32_u
                     (local.get $2)
                    )
                    (i64.const 3528531795)
                   )
                   (i64.const 32)
                  )
                 )
                 (i32.mul
                  (local.get $1)
                  (i32.const -766435501)
                 )
                )
                (i32.const -616729560)
               )
              )
             )
             (i64.const 3449720151)
            )
            (i64.const 32)
           )
          )
         )
        )
        (i32.const 8)
       )
       (i32.const 1)
      )
     )
    )
   )
  )
  (local.set $3
   (f32.mul
    (f32.convert_i32_u
     (local.tee $2
      (i32.shr_u
       (i32.shl
        (local.get $2)
        (i32.sub
         (i32.const 31)
         (local.get $0)
        )
       )
       (i32.const 8)
      )
     )
    )
    (f32.const 1.1920928955078125e-07)
   )
  )
  (if
   (i32.ge_u
    (local.get $2)
    (i32.const 11863283)
   )
   (then
    (local.set $3
     (f32.mul
      (local.get $3)
      (f32.const 0.5)
     )
    )
    (local.set $0
     (i32.add
      (local.get $0)
      (i32.const 1)
     )
    )
   )
  )
  (local.set $7
   (f32.mul
    (local.tee $8
     (f32.div
      (f32.add
       (local.get $3)
       (f32.const -1)
      )
      (f32.add
       (local.get $3)
       (f32.const 1)
      )
     )
    )
    (local.get $8)
   )
  )
  (local.set $1
   (i32.shr_u
    (local.tee $2
     (i32.shr_u
      (i32.mul
       (local.get $1)
       (i32.const -845247145)
      )
      (i32.const 8)
     )
    )
    (i32.const 22)
   )
  )
  (local.set $2
   (i32.gt_u
    (local.tee $5
     (i32.and
      (local.get $2)
      (i32.const 4194303)
     )
    )
    (i32.const 2097152)
   )
  )
  (local.set $3
   (select
    (local.tee $9
     (f32.add
      (f32.mul
       (local.tee $3
        (f32.mul
         (local.tee $6
          (f32.mul
           (f32.convert_i32_u
            (select
             (i32.sub
              (i32.const 4194304)
              (local.get $5)
             )
             (local.get $5)
             (local.get $2)
            )
           )
           (f32.const 3.7450703871400037e-07)
          )
         )
         (local.get $6)
        )
       )
       (f32.add
        (f32.mul
         (local.get $3)
         (f32.add
          (f32.mul
           (local.get $3)
           (f32.add
            (f32.mul
             (local.get $3)
             (f32.const 2.4801587642286904e-05)
            )
            (f32.const -1.3888889225199819e-03)
           )
          )
          (f32.const 0.0416666679084301)
         )
        )
        (f32.const -0.5)
       )
      )
      (f32.const 1)
     )
    )
    (local.tee $6
     (f32.add
      (local.get $6)
      (f32.mul
       (local.get $6)
       (f32.mul
        (local.get $3)
        (f32.add
         (f32.mul
          (local.get $3)
          (f32.add
           (f32.mul
            (local.get $3)
            (f32.add
             (f32.mul
              (local.get $3)
              (f32.const 2.7557318844628753e-06)
             )
             (f32.const -1.9841270113829523e-04)
            )
           )
           (f32.const 0.008333333767950535)
          )
         )
         (f32.const -0.1666666716337204)
        )
       )
      )
     )
    )
    (local.get $2)
   )
  )
  (local.set $6
   (select
    (local.get $6)
    (local.get $9)
    (local.get $2)
   )
  )
  (f32.mul
   (f32.sqrt
    (f32.sub
     (f32.const 0)
     (f32.add
      (local.tee $7
       (f32.add
        (f32.mul
         (local.tee $9
          (f32.convert_i32_s
           (i32.sub
            (local.get $0)
            (i32.const 24)
           )
          )
         )
         (f32.const 0.693145751953125)
        )
        (f32.add
         (f32.mul
          (local.get $9)
          (f32.const 1.428606765330187e-06)
         )
         (f32.mul
          (f32.add
           (local.get $8)
           (f32.mul
            (local.get $8)
            (f32.mul
             (local.get $7)
             (f32.add
              (f32.mul
               (local.get $7)
               (f32.add
                (f32.mul
                 (local.get $7)
                 (f32.add
                  (f32.mul
                   (local.get $7)
                   (f32.const 0.1111111119389534)
                  )
                  (f32.const 0.1428571492433548)
                 )
                )
                (f32.const 0.20000000298023224)
               )
              )
              (f32.const 0.3333333432674408)
             )
            )
           )
          )
          (f32.const 2)
         )
        )
       )
      )
      (local.get $7)
     )
    )
   )
   (if (result f32)
    (local.get $1)
    (then
     (select
      (f32.neg
       (local.get $3)
      )
      (select
       (f32.neg
        (local.get $6)
       )
       (local.get $3)
       (i32.eq
        (local.get $1)
        (i32.const 2)
       )
      )
      (i32.eq
       (local.get $1)
       (i32.const 1)
      )
     )
    )
    (else
     (local.get $6)
    )
   )
  )
 )
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 f64)
  (local $17 f32)
  (local $18 f64)
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
             (local.tee $2
              (i32.and
               (f64.lt
                (f64.add
                 (local.tee $18
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
                  (local.get $18)
                  (local.tee $16
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
                  (local.get $18)
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
               (local.get $2)
               (i32.and
                (f64.lt
                 (local.get $16)
                 (f64.const 2147483648)
                )
                (f64.gt
                 (f64.convert_i32_u
                  (local.get $9)
                 )
                 (local.get $16)
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
               (if
                (i32.lt_s
                 (local.get $0)
                 (i32.const 12)
                )
                (then
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (local.tee $2
                      (i32.mul
                       (i32.shr_s
                        (local.get $0)
                        (i32.const 2)
                       )
                       (i32.const 6)
                      )
                     )
                     (i32.const 4)
                    )
                   )
                   (local.get $7)
                  )
                  (then
                   (br $folding-inner0)
                  )
                 )
                 (i32.store
                  (i32.add
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                   (local.get $8)
                  )
                  (call $f_tt_philox4x32_u32_u32_u32_u32_u32_u32_i32
                   (i32.load
                    (i32.add
                     (local.get $6)
                     (i32.shl
                      (local.get $3)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (local.get $2)
                        (i32.const 5)
                       )
                      )
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner1)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.get $2)
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner2)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (local.get $2)
                        (i32.const 1)
                       )
                      )
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner3)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (local.get $2)
                        (i32.const 2)
                       )
                      )
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner4)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.add
                        (local.get $2)
                        (i32.const 3)
                       )
                      )
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner5)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (i32.and
                    (local.get $0)
                    (i32.const 3)
                   )
                  )
                 )
                )
               )
               (i32.store
                (i32.add
                 (local.tee $2
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                 (local.get $10)
                )
                (call $f_tt_randInt_u32_u32_i32
                 (local.get $5)
                 (i32.shr_u
                  (local.get $0)
                  (i32.const 4)
                 )
                 (i32.mul
                  (local.get $0)
                  (i32.const 7)
                 )
                )
               )
               (f32.store
                (i32.add
                 (local.get $2)
                 (local.get $12)
                )
                (call $f_tt_rand_i32_i32_i32
                 (i32.sub
                  (local.get $0)
                  (i32.const 100)
                 )
                 (local.get $0)
                )
               )
               (f32.store
                (i32.add
                 (local.get $2)
                 (local.get $14)
                )
                (call $f_tt_randn_u32_i32_i32
                 (local.get $5)
                 (local.get $0)
                 (i32.sub
                  (i32.const -1)
                  (local.get $0)
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
                (i32.lt_s
                 (local.get $0)
                 (i32.const 12)
                )
                (then
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (local.tee $2
                      (i32.mul
                       (i32.shr_s
                        (local.get $0)
                        (i32.const 2)
                       )
                       (i32.const 6)
                      )
                     )
                     (i32.const 4)
                    )
                   )
                   (local.get $7)
                  )
                  (then
                   (br $folding-inner0)
                  )
                 )
                 (local.set $2
                  (call $f_tt_philox4x32_u32_u32_u32_u32_u32_u32_i32
                   (i32.load
                    (i32.add
                     (local.get $6)
                     (i32.shl
                      (local.get $3)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (local.get $2)
                        (i32.const 5)
                       )
                      )
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner1)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.get $2)
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner2)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (local.get $2)
                        (i32.const 1)
                       )
                      )
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner3)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $3
                       (i32.add
                        (local.get $2)
                        (i32.const 2)
                       )
                      )
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner4)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.add
                        (local.get $2)
                        (i32.const 3)
                       )
                      )
                      (local.get $7)
                     )
                     (then
                      (br $folding-inner5)
                     )
                    )
                    (i32.load
                     (i32.add
                      (local.get $6)
                      (i32.shl
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (i32.and
                    (local.get $0)
                    (i32.const 3)
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $0)
                   (local.get $9)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 6)
                   )
                   (br $folding-inner6)
                  )
                 )
                 (i32.store
                  (i32.add
                   (local.get $8)
                   (i32.shl
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                  (local.get $2)
                 )
                )
               )
               (local.set $2
                (call $f_tt_randInt_u32_u32_i32
                 (local.get $5)
                 (i32.shr_u
                  (local.get $0)
                  (i32.const 4)
                 )
                 (i32.mul
                  (local.get $0)
                  (i32.const 7)
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.get $0)
                 (local.get $11)
                )
                (then
                 (global.set $oob_site
                  (i32.const 7)
                 )
                 (br $folding-inner6)
                )
               )
               (i32.store
                (i32.add
                 (local.get $10)
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                )
                (local.get $2)
               )
               (local.set $17
                (call $f_tt_rand_i32_i32_i32
                 (i32.sub
                  (local.get $0)
                  (i32.const 100)
                 )
                 (local.get $0)
                )
               )
               (if
                (i32.ge_u
                 (local.get $0)
                 (local.get $13)
                )
                (then
                 (global.set $oob_site
                  (i32.const 8)
                 )
                 (br $folding-inner6)
                )
               )
               (f32.store
                (i32.add
                 (local.get $12)
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                )
                (local.get $17)
               )
               (local.set $17
                (call $f_tt_randn_u32_i32_i32
                 (local.get $5)
                 (local.get $0)
                 (i32.sub
                  (i32.const -1)
                  (local.get $0)
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.get $0)
                 (local.get $15)
                )
                (then
                 (global.set $oob_site
                  (i32.const 9)
                 )
                 (br $folding-inner6)
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
                (local.get $17)
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
          (i32.const 0)
         )
         (br $folding-inner7)
        )
        (global.set $oob_site
         (i32.const 1)
        )
        (br $folding-inner7)
       )
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
      (global.set $oob_site
       (i32.const 3)
      )
      (br $folding-inner7)
     )
     (global.set $oob_site
      (i32.const 4)
     )
     (br $folding-inner7)
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
   (global.set $oob_index
    (local.get $0)
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
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 i32)
  (local $20 f32)
  (local $21 f32)
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (loop $l2
      (if
       (i32.lt_s
        (local.get $0)
        (i32.const 12)
       )
       (then
        (if
         (i32.ge_u
          (local.tee $3
           (i32.add
            (local.tee $2
             (i32.mul
              (i32.shr_s
               (local.get $0)
               (i32.const 2)
              )
              (i32.const 6)
             )
            )
            (i32.const 4)
           )
          )
          (local.get $7)
         )
         (then
          (global.set $oob_site
           (i32.const 0)
          )
          (br $folding-inner0)
         )
        )
        (local.set $4
         (i32.load
          (i32.add
           (local.get $6)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $3
           (i32.add
            (local.get $2)
            (i32.const 5)
           )
          )
          (local.get $7)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner0)
         )
        )
        (local.set $9
         (i32.load
          (i32.add
           (local.get $6)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $2)
          (local.get $7)
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
        (local.set $11
         (i32.load
          (i32.add
           (local.get $6)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $3
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
          (local.get $7)
         )
         (then
          (global.set $oob_site
           (i32.const 3)
          )
          (br $folding-inner0)
         )
        )
        (local.set $13
         (i32.load
          (i32.add
           (local.get $6)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $3
           (i32.add
            (local.get $2)
            (i32.const 2)
           )
          )
          (local.get $7)
         )
         (then
          (global.set $oob_site
           (i32.const 4)
          )
          (br $folding-inner0)
         )
        )
        (local.set $3
         (i32.load
          (i32.add
           (local.get $6)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (local.get $2)
            (i32.const 3)
           )
          )
          (local.get $7)
         )
         (then
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
        )
        (local.set $2
         (i32.load
          (i32.add
           (local.get $6)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
         )
        )
        (local.set $2
         (i32.xor
          (local.tee $15
           (i32.sub
            (local.get $4)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $19
                (i32.xor
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $11)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (local.get $2)
                 )
                 (local.get $9)
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $3)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $3
         (i32.xor
          (local.tee $15
           (i32.sub
            (local.get $15)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $11
                (i32.xor
                 (local.tee $9
                  (i32.sub
                   (local.get $9)
                   (i32.const 1150833019)
                  )
                 )
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.tee $4
                       (i32.xor
                        (i32.xor
                         (i32.wrap_i64
                          (i64.shr_u
                           (i64.mul
                            (i64.extend_i32_u
                             (local.get $3)
                            )
                            (i64.const 3449720151)
                           )
                           (i64.const 32)
                          )
                         )
                         (local.get $13)
                        )
                        (local.get $4)
                       )
                      )
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $11)
                   (i32.const -766435501)
                  )
                 )
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $19)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $4
         (i32.xor
          (local.tee $13
           (i32.sub
            (local.get $15)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $15
                (i32.xor
                 (local.tee $9
                  (i32.sub
                   (local.get $9)
                   (i32.const 1150833019)
                  )
                 )
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $2)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $4)
                   (i32.const -766435501)
                  )
                 )
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $11)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $2
         (i32.xor
          (local.tee $11
           (i32.sub
            (local.get $13)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $13
                (i32.xor
                 (local.tee $9
                  (i32.sub
                   (local.get $9)
                   (i32.const 1150833019)
                  )
                 )
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $3)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $2)
                   (i32.const -766435501)
                  )
                 )
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $15)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $3
         (i32.xor
          (local.tee $11
           (i32.sub
            (local.get $11)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $15
                (i32.xor
                 (local.tee $9
                  (i32.sub
                   (local.get $9)
                   (i32.const 1150833019)
                  )
                 )
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $4)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $3)
                   (i32.const -766435501)
                  )
                 )
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $13)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $4
         (i32.xor
          (local.tee $11
           (i32.sub
            (local.get $11)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $13
                (i32.xor
                 (local.tee $9
                  (i32.sub
                   (local.get $9)
                   (i32.const 1150833019)
                  )
                 )
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $2)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $4)
                   (i32.const -766435501)
                  )
                 )
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $15)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $2
         (i32.xor
          (local.tee $11
           (i32.sub
            (local.get $11)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $15
                (i32.xor
                 (local.tee $9
                  (i32.sub
                   (local.get $9)
                   (i32.const 1150833019)
                  )
                 )
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $3)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $2)
                   (i32.const -766435501)
                  )
                 )
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $13)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $3
         (i32.xor
          (local.tee $13
           (i32.sub
            (local.get $9)
            (i32.const 1150833019)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.get $4)
              )
              (i64.const 3528531795)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $3)
            (i32.const -766435501)
           )
          )
         )
        )
        (local.set $9
         (i32.sub
          (local.get $11)
          (i32.const 1640531527)
         )
        )
        (local.set $4
         (i32.xor
          (local.tee $13
           (i32.sub
            (local.get $13)
            (i32.const 1150833019)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.get $2)
              )
              (i64.const 3528531795)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $4)
            (i32.const -766435501)
           )
          )
         )
        )
        (i32.store
         (i32.add
          (local.get $8)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (if (result i32)
          (local.tee $11
           (i32.and
            (local.get $0)
            (i32.const 3)
           )
          )
          (then
           (select
            (i32.mul
             (local.get $4)
             (i32.const -845247145)
            )
            (select
             (i32.xor
              (i32.sub
               (local.get $13)
               (i32.const 1150833019)
              )
              (i32.xor
               (i32.wrap_i64
                (i64.shr_u
                 (i64.mul
                  (i64.extend_i32_u
                   (local.tee $3
                    (i32.xor
                     (i32.xor
                      (i32.wrap_i64
                       (i64.shr_u
                        (i64.mul
                         (i64.extend_i32_u
                          (local.get $3)
                         )
                         (i64.const 3449720151)
                        )
                        (i64.const 32)
                       )
                      )
                      (i32.mul
                       (local.get $15)
                       (i32.const -845247145)
                      )
                     )
                     (local.get $9)
                    )
                   )
                  )
                  (i64.const 3528531795)
                 )
                 (i64.const 32)
                )
               )
               (i32.mul
                (local.get $2)
                (i32.const -766435501)
               )
              )
             )
             (i32.mul
              (local.get $3)
              (i32.const -766435501)
             )
             (i32.eq
              (local.get $11)
              (i32.const 2)
             )
            )
            (i32.eq
             (local.get $11)
             (i32.const 1)
            )
           )
          )
          (else
           (i32.xor
            (i32.sub
             (local.get $9)
             (i32.const 1640531527)
            )
            (i32.xor
             (i32.wrap_i64
              (i64.shr_u
               (i64.mul
                (i64.extend_i32_u
                 (local.get $4)
                )
                (i64.const 3449720151)
               )
               (i64.const 32)
              )
             )
             (i32.mul
              (local.get $3)
              (i32.const -845247145)
             )
            )
           )
          )
         )
        )
       )
      )
      (local.set $3
       (i32.xor
        (local.tee $4
         (local.tee $19
          (i32.sub
           (local.get $5)
           (i32.const 1640531527)
          )
         )
        )
        (i32.wrap_i64
         (i64.shr_u
          (i64.mul
           (i64.extend_i32_u
            (local.tee $11
             (i32.wrap_i64
              (i64.shr_u
               (i64.mul
                (i64.extend_i32_u
                 (local.tee $9
                  (i32.mul
                   (local.get $0)
                   (i32.const 7)
                  )
                 )
                )
                (i64.const 3528531795)
               )
               (i64.const 32)
              )
             )
            )
           )
           (i64.const 3449720151)
          )
          (i64.const 32)
         )
        )
       )
      )
      (local.set $4
       (i32.xor
        (local.tee $13
         (i32.sub
          (local.get $4)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $9
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.tee $15
                     (i32.xor
                      (i32.shr_u
                       (local.get $0)
                       (i32.const 4)
                      )
                      (local.get $5)
                     )
                    )
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $9)
                 (i32.const -766435501)
                )
               )
               (i32.const -1150833019)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $11)
          (i32.const -845247145)
         )
        )
       )
      )
      (local.set $9
       (i32.xor
        (local.tee $11
         (i32.sub
          (local.get $13)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $13
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.get $3)
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $15)
                 (i32.const -766435501)
                )
               )
               (i32.const 1993301258)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $9)
          (i32.const -845247145)
         )
        )
       )
      )
      (local.set $3
       (i32.xor
        (local.tee $11
         (i32.sub
          (local.get $11)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $15
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.get $4)
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $3)
                 (i32.const -766435501)
                )
               )
               (i32.const 842468239)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $13)
          (i32.const -845247145)
         )
        )
       )
      )
      (local.set $4
       (i32.xor
        (local.tee $11
         (i32.sub
          (local.get $11)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $13
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.get $9)
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $4)
                 (i32.const -766435501)
                )
               )
               (i32.const -308364780)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $15)
          (i32.const -845247145)
         )
        )
       )
      )
      (local.set $3
       (i32.xor
        (i32.xor
         (i32.mul
          (local.tee $13
           (i32.xor
            (local.tee $11
             (i32.sub
              (local.get $11)
              (i32.const 1640531527)
             )
            )
            (i32.xor
             (i32.wrap_i64
              (i64.shr_u
               (i64.mul
                (i64.extend_i32_u
                 (local.tee $9
                  (i32.xor
                   (i32.xor
                    (i32.wrap_i64
                     (i64.shr_u
                      (i64.mul
                       (i64.extend_i32_u
                        (local.get $3)
                       )
                       (i64.const 3528531795)
                      )
                      (i64.const 32)
                     )
                    )
                    (i32.mul
                     (local.get $9)
                     (i32.const -766435501)
                    )
                   )
                   (i32.const -1459197799)
                  )
                 )
                )
                (i64.const 3449720151)
               )
               (i64.const 32)
              )
             )
             (i32.mul
              (local.get $13)
              (i32.const -845247145)
             )
            )
           )
          )
          (i32.const -766435501)
         )
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (i32.xor
              (local.tee $11
               (i32.sub
                (local.get $11)
                (i32.const 1640531527)
               )
              )
              (i32.xor
               (i32.wrap_i64
                (i64.shr_u
                 (i64.mul
                  (i64.extend_i32_u
                   (i32.xor
                    (i32.xor
                     (i32.wrap_i64
                      (i64.shr_u
                       (i64.mul
                        (i64.extend_i32_u
                         (local.get $4)
                        )
                        (i64.const 3528531795)
                       )
                       (i64.const 32)
                      )
                     )
                     (i32.mul
                      (local.get $3)
                      (i32.const -766435501)
                     )
                    )
                    (i32.const 1684936478)
                   )
                  )
                  (i64.const 3449720151)
                 )
                 (i64.const 32)
                )
               )
               (i32.mul
                (local.get $9)
                (i32.const -845247145)
               )
              )
             )
            )
            (i64.const 3528531795)
           )
           (i64.const 32)
          )
         )
        )
        (i32.const -616729560)
       )
      )
      (i32.store
       (i32.add
        (local.get $10)
        (local.tee $2
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
       (i32.xor
        (i32.add
         (local.get $11)
         (i32.const 1013904242)
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.get $3)
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (i32.xor
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $13)
               )
               (i64.const 3528531795)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (local.get $4)
             (i32.const -766435501)
            )
           )
           (i32.const 534103459)
          )
          (i32.const -845247145)
         )
        )
       )
      )
      (local.set $3
       (i32.xor
        (local.tee $9
         (i32.sub
          (local.tee $4
           (i32.sub
            (local.get $0)
            (i32.const 100)
           )
          )
          (i32.const 1640531527)
         )
        )
        (i32.wrap_i64
         (i64.shr_u
          (i64.mul
           (i64.extend_i32_u
            (local.tee $11
             (i32.wrap_i64
              (i64.shr_u
               (i64.mul
                (i64.extend_i32_u
                 (local.get $0)
                )
                (i64.const 3528531795)
               )
               (i64.const 32)
              )
             )
            )
           )
           (i64.const 3449720151)
          )
          (i64.const 32)
         )
        )
       )
      )
      (local.set $4
       (i32.xor
        (local.tee $9
         (i32.sub
          (local.get $9)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $15
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.tee $13
                     (i32.xor
                      (local.get $4)
                      (i32.const 3)
                     )
                    )
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $0)
                 (i32.const -766435501)
                )
               )
               (i32.const -1150833019)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $11)
          (i32.const -845247145)
         )
        )
       )
      )
      (local.set $9
       (i32.xor
        (local.tee $11
         (i32.sub
          (local.get $9)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $13
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.get $3)
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $13)
                 (i32.const -766435501)
                )
               )
               (i32.const 1993301258)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $15)
          (i32.const -845247145)
         )
        )
       )
      )
      (local.set $3
       (i32.xor
        (local.tee $11
         (i32.sub
          (local.get $11)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $15
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.get $4)
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $3)
                 (i32.const -766435501)
                )
               )
               (i32.const 842468239)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $13)
          (i32.const -845247145)
         )
        )
       )
      )
      (local.set $4
       (i32.xor
        (local.tee $11
         (i32.sub
          (local.get $11)
          (i32.const 1640531527)
         )
        )
        (i32.xor
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (local.tee $13
              (i32.xor
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.get $9)
                   )
                   (i64.const 3528531795)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (local.get $4)
                 (i32.const -766435501)
                )
               )
               (i32.const -308364780)
              )
             )
            )
            (i64.const 3449720151)
           )
           (i64.const 32)
          )
         )
         (i32.mul
          (local.get $15)
          (i32.const -845247145)
         )
        )
       )
      )
      (local.set $3
       (i32.xor
        (i32.xor
         (i32.mul
          (local.tee $13
           (i32.xor
            (local.tee $11
             (i32.sub
              (local.get $11)
              (i32.const 1640531527)
             )
            )
            (i32.xor
             (i32.wrap_i64
              (i64.shr_u
               (i64.mul
                (i64.extend_i32_u
                 (local.tee $9
                  (i32.xor
                   (i32.xor
                    (i32.wrap_i64
                     (i64.shr_u
                      (i64.mul
                       (i64.extend_i32_u
                        (local.get $3)
                       )
                       (i64.const 3528531795)
                      )
                      (i64.const 32)
                     )
                    )
                    (i32.mul
                     (local.get $9)
                     (i32.const -766435501)
                    )
                   )
                   (i32.const -1459197799)
                  )
                 )
                )
                (i64.const 3449720151)
               )
               (i64.const 32)
              )
             )
             (i32.mul
              (local.get $13)
              (i32.const -845247145)
             )
            )
           )
          )
          (i32.const -766435501)
         )
         (i32.wrap_i64
          (i64.shr_u
           (i64.mul
            (i64.extend_i32_u
             (i32.xor
              (local.tee $11
               (i32.sub
                (local.get $11)
                (i32.const 1640531527)
               )
              )
              (i32.xor
               (i32.wrap_i64
                (i64.shr_u
                 (i64.mul
                  (i64.extend_i32_u
                   (i32.xor
                    (i32.xor
                     (i32.wrap_i64
                      (i64.shr_u
                       (i64.mul
                        (i64.extend_i32_u
                         (local.get $4)
                        )
                        (i64.const 3528531795)
                       )
                       (i64.const 32)
                      )
                     )
                     (i32.mul
                      (local.get $3)
                      (i32.const -766435501)
                     )
                    )
                    (i32.const 1684936478)
                   )
                  )
                  (i64.const 3449720151)
                 )
                 (i64.const 32)
                )
               )
               (i32.mul
                (local.get $9)
                (i32.const -845247145)
               )
              )
             )
            )
            (i64.const 3528531795)
           )
           (i64.const 32)
          )
         )
        )
        (i32.const -616729560)
       )
      )
      (f32.store
       (i32.add
        (local.get $2)
        (local.get $12)
       )
       (f32.mul
        (f32.convert_i32_u
         (i32.shr_u
          (i32.xor
           (i32.add
            (local.get $11)
            (i32.const 1013904242)
           )
           (i32.xor
            (i32.wrap_i64
             (i64.shr_u
              (i64.mul
               (i64.extend_i32_u
                (local.get $3)
               )
               (i64.const 3449720151)
              )
              (i64.const 32)
             )
            )
            (i32.mul
             (i32.xor
              (i32.xor
               (i32.wrap_i64
                (i64.shr_u
                 (i64.mul
                  (i64.extend_i32_u
                   (local.get $13)
                  )
                  (i64.const 3528531795)
                 )
                 (i64.const 32)
                )
               )
               (i32.mul
                (local.get $4)
                (i32.const -766435501)
               )
              )
              (i32.const 534103459)
             )
             (i32.const -845247145)
            )
           )
          )
          (i32.const 8)
         )
        )
        (f32.const 5.9604644775390625e-08)
       )
      )
      (f32.store
       (i32.add
        (local.get $2)
        (local.get $14)
       )
       (block (result f32)
        (local.set $2
         (i32.xor
          (local.tee $3
           (local.get $19)
          )
          (i32.wrap_i64
           (i64.shr_u
            (i64.mul
             (i64.extend_i32_u
              (local.tee $9
               (i32.wrap_i64
                (i64.shr_u
                 (i64.mul
                  (i64.extend_i32_u
                   (local.tee $4
                    (i32.sub
                     (i32.const -1)
                     (local.get $0)
                    )
                   )
                  )
                  (i64.const 3528531795)
                 )
                 (i64.const 32)
                )
               )
              )
             )
             (i64.const 3449720151)
            )
            (i64.const 32)
           )
          )
         )
        )
        (local.set $3
         (i32.xor
          (local.tee $11
           (i32.sub
            (local.get $3)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $4
                (i32.xor
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.tee $13
                       (i32.xor
                        (local.get $0)
                        (local.get $5)
                       )
                      )
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $4)
                   (i32.const -766435501)
                  )
                 )
                 (i32.const -1150833019)
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $9)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $4
         (i32.xor
          (local.tee $9
           (i32.sub
            (local.get $11)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $11
                (i32.xor
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $2)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $13)
                   (i32.const -766435501)
                  )
                 )
                 (i32.const 1993301258)
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $4)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $2
         (i32.xor
          (local.tee $9
           (i32.sub
            (local.get $9)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $13
                (i32.xor
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $3)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $2)
                   (i32.const -766435501)
                  )
                 )
                 (i32.const 842468239)
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $11)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $3
         (i32.xor
          (local.tee $9
           (i32.sub
            (local.get $9)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $11
                (i32.xor
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $4)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $3)
                   (i32.const -766435501)
                  )
                 )
                 (i32.const -308364780)
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $13)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $4
         (i32.xor
          (local.tee $9
           (i32.sub
            (local.get $9)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (local.tee $13
                (i32.xor
                 (i32.xor
                  (i32.wrap_i64
                   (i64.shr_u
                    (i64.mul
                     (i64.extend_i32_u
                      (local.get $2)
                     )
                     (i64.const 3528531795)
                    )
                    (i64.const 32)
                   )
                  )
                  (i32.mul
                   (local.get $4)
                   (i32.const -766435501)
                  )
                 )
                 (i32.const -1459197799)
                )
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $11)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $2
         (i32.xor
          (local.tee $9
           (i32.sub
            (local.get $9)
            (i32.const 1640531527)
           )
          )
          (i32.xor
           (i32.wrap_i64
            (i64.shr_u
             (i64.mul
              (i64.extend_i32_u
               (i32.xor
                (i32.xor
                 (i32.wrap_i64
                  (i64.shr_u
                   (i64.mul
                    (i64.extend_i32_u
                     (local.get $3)
                    )
                    (i64.const 3528531795)
                   )
                   (i64.const 32)
                  )
                 )
                 (i32.mul
                  (local.get $2)
                  (i32.const -766435501)
                 )
                )
                (i32.const 1684936478)
               )
              )
              (i64.const 3449720151)
             )
             (i64.const 32)
            )
           )
           (i32.mul
            (local.get $13)
            (i32.const -845247145)
           )
          )
         )
        )
        (local.set $2
         (i32.sub
          (i32.const 31)
          (i32.clz
           (local.tee $3
            (i32.add
             (i32.shr_u
              (i32.xor
               (i32.add
                (local.get $9)
                (i32.const 1013904242)
               )
               (i32.xor
                (i32.wrap_i64
                 (i64.shr_u
                  (i64.mul
                   (i64.extend_i32_u
                    (local.tee $9
                     (i32.xor
                      (i32.xor
                       (i32.wrap_i64
                        (i64.shr_u
                         (i64.mul
                          (i64.extend_i32_u
                           (local.get $2)
                          )
                          (i64.const 3528531795)
                         )
                         (i64.const 32)
                        )
                       )
                       (i32.mul
                        (local.get $4)
                        (i32.const -766435501)
                       )
                      )
                      (i32.const -616729560)
                     )
                    )
                   )
                   (i64.const 3449720151)
                  )
                  (i64.const 32)
                 )
                )
                (i32.mul
                 (i32.xor
                  (i32.xor
                   (i32.wrap_i64
                    (i64.shr_u
                     (i64.mul
                      (i64.extend_i32_u
                       (local.get $4)
                      )
                      (i64.const 3528531795)
                     )
                     (i64.const 32)
                    )
                   )
                   (i32.mul
                    (local.get $3)
                    (i32.const -766435501)
                   )
                  )
                  (i32.const 534103459)
                 )
                 (i32.const -845247145)
                )
               )
              )
              (i32.const 8)
             )
             (i32.const 1)
            )
           )
          )
         )
        )
        (local.set $16
         (f32.mul
          (f32.convert_i32_u
           (local.tee $3
            (i32.shr_u
             (i32.shl
              (local.get $3)
              (i32.sub
               (i32.const 31)
               (local.get $2)
              )
             )
             (i32.const 8)
            )
           )
          )
          (f32.const 1.1920928955078125e-07)
         )
        )
        (if
         (i32.ge_u
          (local.get $3)
          (i32.const 11863283)
         )
         (then
          (local.set $16
           (f32.mul
            (local.get $16)
            (f32.const 0.5)
           )
          )
          (local.set $2
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
         )
        )
        (local.set $18
         (f32.mul
          (local.tee $20
           (f32.div
            (f32.add
             (local.get $16)
             (f32.const -1)
            )
            (f32.add
             (local.get $16)
             (f32.const 1)
            )
           )
          )
          (local.get $20)
         )
        )
        (local.set $3
         (i32.shr_u
          (local.tee $4
           (i32.shr_u
            (i32.mul
             (local.get $9)
             (i32.const -845247145)
            )
            (i32.const 8)
           )
          )
          (i32.const 22)
         )
        )
        (local.set $4
         (i32.gt_u
          (local.tee $9
           (i32.and
            (local.get $4)
            (i32.const 4194303)
           )
          )
          (i32.const 2097152)
         )
        )
        (local.set $16
         (select
          (local.tee $21
           (f32.add
            (f32.mul
             (local.tee $16
              (f32.mul
               (local.tee $17
                (f32.mul
                 (f32.convert_i32_u
                  (select
                   (i32.sub
                    (i32.const 4194304)
                    (local.get $9)
                   )
                   (local.get $9)
                   (local.get $4)
                  )
                 )
                 (f32.const 3.7450703871400037e-07)
                )
               )
               (local.get $17)
              )
             )
             (f32.add
              (f32.mul
               (local.get $16)
               (f32.add
                (f32.mul
                 (local.get $16)
                 (f32.add
                  (f32.mul
                   (local.get $16)
                   (f32.const 2.4801587642286904e-05)
                  )
                  (f32.const -1.3888889225199819e-03)
                 )
                )
                (f32.const 0.0416666679084301)
               )
              )
              (f32.const -0.5)
             )
            )
            (f32.const 1)
           )
          )
          (local.tee $17
           (f32.add
            (local.get $17)
            (f32.mul
             (local.get $17)
             (f32.mul
              (local.get $16)
              (f32.add
               (f32.mul
                (local.get $16)
                (f32.add
                 (f32.mul
                  (local.get $16)
                  (f32.add
                   (f32.mul
                    (local.get $16)
                    (f32.const 2.7557318844628753e-06)
                   )
                   (f32.const -1.9841270113829523e-04)
                  )
                 )
                 (f32.const 0.008333333767950535)
                )
               )
               (f32.const -0.1666666716337204)
              )
             )
            )
           )
          )
          (local.get $4)
         )
        )
        (local.set $17
         (select
          (local.get $17)
          (local.get $21)
          (local.get $4)
         )
        )
        (f32.mul
         (f32.sqrt
          (f32.sub
           (f32.const 0)
           (f32.add
            (local.tee $18
             (f32.add
              (f32.mul
               (local.tee $21
                (f32.convert_i32_s
                 (i32.sub
                  (local.get $2)
                  (i32.const 24)
                 )
                )
               )
               (f32.const 0.693145751953125)
              )
              (f32.add
               (f32.mul
                (local.get $21)
                (f32.const 1.428606765330187e-06)
               )
               (f32.mul
                (f32.add
                 (local.get $20)
                 (f32.mul
                  (local.get $20)
                  (f32.mul
                   (local.get $18)
                   (f32.add
                    (f32.mul
                     (local.get $18)
                     (f32.add
                      (f32.mul
                       (local.get $18)
                       (f32.add
                        (f32.mul
                         (local.get $18)
                         (f32.const 0.1111111119389534)
                        )
                        (f32.const 0.1428571492433548)
                       )
                      )
                      (f32.const 0.20000000298023224)
                     )
                    )
                    (f32.const 0.3333333432674408)
                   )
                  )
                 )
                )
                (f32.const 2)
               )
              )
             )
            )
            (local.get $18)
           )
          )
         )
         (if (result f32)
          (local.get $3)
          (then
           (select
            (f32.neg
             (local.get $16)
            )
            (select
             (f32.neg
              (local.get $17)
             )
             (local.get $16)
             (i32.eq
              (local.get $3)
              (i32.const 2)
             )
            )
            (i32.eq
             (local.get $3)
             (i32.const 1)
            )
           )
          )
          (else
           (local.get $17)
          )
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
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $3)
  )
  (i32.const 1)
 )
)
