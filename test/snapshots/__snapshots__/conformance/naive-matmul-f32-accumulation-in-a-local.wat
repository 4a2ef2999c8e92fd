;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (result i32)
  (local $12 i32)
  (local $13 f32)
  (local $14 f64)
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (local $18 f64)
  (local $19 f64)
  (local $20 f64)
  (local.set $16
   (f64.add
    (f64.add
     (f64.max
      (f64.mul
       (local.tee $14
        (f64.add
         (local.tee $17
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
        (f64.convert_i32_s
         (local.get $0)
        )
       )
      )
      (local.tee $20
       (f64.mul
        (local.get $14)
        (local.tee $19
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
    (f64.max
     (local.tee $15
      (f64.mul
       (f64.convert_i32_s
        (i32.sub
         (local.get $3)
         (i32.const 1)
        )
       )
       (f64.const 1)
      )
     )
     (f64.const 0)
    )
   )
  )
  (if
   (i32.and
    (if (result i32)
     (f64.lt
      (f64.add
       (f64.add
        (f64.mul
         (f64.add
          (f64.abs
           (local.get $17)
          )
          (f64.const 0)
         )
         (local.get $19)
        )
        (f64.const 0)
       )
       (local.get $15)
      )
      (f64.const 4503599627370496)
     )
     (then
      (f64.ge
       (f64.add
        (f64.add
         (f64.min
          (local.get $20)
          (f64.mul
           (local.get $14)
           (local.get $18)
          )
         )
         (f64.const 0)
        )
        (f64.min
         (local.get $15)
         (f64.const 0)
        )
       )
       (f64.const 0)
      )
     )
     (else
      (i32.const 0)
     )
    )
    (i32.and
     (f64.lt
      (local.get $16)
      (f64.const 2147483648)
     )
     (f64.lt
      (local.get $16)
      (f64.convert_i32_u
       (local.get $10)
      )
     )
    )
   )
   (then
    (loop $l15
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (local.set $12
        (i32.add
         (local.get $9)
         (i32.shl
          (i32.mul
           (local.get $0)
           (local.get $11)
          )
          (i32.const 2)
         )
        )
       )
       (local.set $2
        (i32.const 0)
       )
       (loop $l13
        (if
         (i32.lt_s
          (local.get $2)
          (local.get $3)
         )
         (then
          (local.set $13
           (f32.const 0)
          )
          (local.set $4
           (i32.const 0)
          )
          (loop $top11
           (if
            (i32.lt_s
             (local.get $4)
             (local.get $11)
            )
            (then
             (if
              (i32.ge_u
               (local.tee $10
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (local.get $11)
                 )
                 (local.get $4)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (global.set $oob_index
                (local.get $10)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (local.set $13
              (f32.add
               (local.get $13)
               (f32.mul
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $10)
                   (i32.const 2)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $10
                    (i32.add
                     (i32.mul
                      (local.get $4)
                      (local.get $11)
                     )
                     (local.get $2)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 1)
                   )
                   (global.set $oob_index
                    (local.get $10)
                   )
                   (return
                    (i32.const 1)
                   )
                  )
                 )
                 (f32.load
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $10)
                    (i32.const 2)
                   )
                  )
                 )
                )
               )
              )
             )
             (local.set $4
              (i32.add
               (local.get $4)
               (i32.const 1)
              )
             )
             (br $top11)
            )
           )
          )
          (f32.store
           (i32.add
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
            (local.get $12)
           )
           (local.get $13)
          )
          (local.set $2
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
          (br $l13)
         )
        )
       )
       (local.set $0
        (i32.add
         (local.get $0)
         (i32.const 1)
        )
       )
       (br $l15)
      )
     )
    )
   )
   (else
    (loop $l7
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (local.set $2
        (i32.const 0)
       )
       (loop $l5
        (if
         (i32.lt_s
          (local.get $2)
          (local.get $3)
         )
         (then
          (local.set $13
           (f32.const 0)
          )
          (local.set $4
           (i32.const 0)
          )
          (loop $top3
           (if
            (i32.lt_s
             (local.get $4)
             (local.get $11)
            )
            (then
             (if
              (i32.ge_u
               (local.tee $12
                (i32.add
                 (i32.mul
                  (local.get $0)
                  (local.get $11)
                 )
                 (local.get $4)
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (global.set $oob_index
                (local.get $12)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (local.set $13
              (f32.add
               (local.get $13)
               (f32.mul
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $12)
                   (i32.const 2)
                  )
                 )
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $12
                    (i32.add
                     (i32.mul
                      (local.get $4)
                      (local.get $11)
                     )
                     (local.get $2)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 1)
                   )
                   (global.set $oob_index
                    (local.get $12)
                   )
                   (return
                    (i32.const 1)
                   )
                  )
                 )
                 (f32.load
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $12)
                    (i32.const 2)
                   )
                  )
                 )
                )
               )
              )
             )
             (local.set $4
              (i32.add
               (local.get $4)
               (i32.const 1)
              )
             )
             (br $top3)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $4
             (i32.add
              (i32.mul
               (local.get $0)
               (local.get $11)
              )
              (local.get $2)
             )
            )
            (local.get $10)
           )
           (then
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
           (else
            (f32.store
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
             (local.get $13)
            )
            (local.set $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (br $l5)
           )
          )
         )
        )
       )
       (local.set $0
        (i32.add
         (local.get $0)
         (i32.const 1)
        )
       )
       (br $l7)
      )
     )
    )
   )
  )
  (i32.const 0)
 )
)
