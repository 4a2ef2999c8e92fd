;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 f32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 f32) (result i32)
  (local $13 f32)
  (local $14 f32)
  (local $15 f32)
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 f32)
  (local $21 f32)
  (local $22 f32)
  (block $folding-inner1
   (block $folding-inner0
    (loop $l5
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (if
        (i32.ge_u
         (local.tee $2
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 0)
         )
         (br $folding-inner0)
        )
       )
       (local.set $20
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.tee $2
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 2)
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
         (br $folding-inner0)
        )
       )
       (local.set $21
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.tee $2
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
           (i32.const 2)
          )
         )
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 2)
         )
         (br $folding-inner0)
        )
       )
       (local.set $22
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
        )
       )
       (local.set $13
        (f32.const 0)
       )
       (local.set $15
        (f32.const 0)
       )
       (local.set $16
        (f32.const 0)
       )
       (local.set $2
        (i32.const 0)
       )
       (loop $top3
        (if
         (i32.lt_s
          (local.get $2)
          (local.get $11)
         )
         (then
          (if
           (i32.ge_u
            (local.tee $3
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 3)
            )
            (br $folding-inner1)
           )
          )
          (local.set $14
           (f32.div
            (f32.const 1)
            (f32.sqrt
             (f32.add
              (f32.add
               (f32.add
                (f32.mul
                 (local.tee $17
                  (f32.sub
                   (f32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $3)
                      (i32.const 2)
                     )
                    )
                   )
                   (local.get $20)
                  )
                 )
                 (local.get $17)
                )
                (block (result f32)
                 (if
                  (i32.ge_u
                   (local.tee $3
                    (i32.add
                     (i32.shl
                      (local.get $2)
                      (i32.const 2)
                     )
                     (i32.const 1)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 4)
                   )
                   (br $folding-inner1)
                  )
                 )
                 (f32.mul
                  (local.tee $18
                   (f32.sub
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $3)
                       (i32.const 2)
                      )
                     )
                    )
                    (local.get $21)
                   )
                  )
                  (local.get $18)
                 )
                )
               )
               (block (result f32)
                (if
                 (i32.ge_u
                  (local.tee $3
                   (i32.add
                    (i32.shl
                     (local.get $2)
                     (i32.const 2)
                    )
                    (i32.const 2)
                   )
                  )
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 5)
                  )
                  (br $folding-inner1)
                 )
                )
                (f32.mul
                 (local.tee $19
                  (f32.sub
                   (f32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $3)
                      (i32.const 2)
                     )
                    )
                   )
                   (local.get $22)
                  )
                 )
                 (local.get $19)
                )
               )
              )
              (f32.const 0.009999999776482582)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $3
             (i32.add
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
              (i32.const 3)
             )
            )
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 6)
            )
            (br $folding-inner1)
           )
           (else
            (local.set $13
             (f32.add
              (local.get $13)
              (f32.mul
               (local.get $17)
               (local.tee $14
                (f32.mul
                 (f32.mul
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
                   (local.get $14)
                  )
                  (local.get $14)
                 )
                 (local.get $14)
                )
               )
              )
             )
            )
            (local.set $15
             (f32.add
              (local.get $15)
              (f32.mul
               (local.get $18)
               (local.get $14)
              )
             )
            )
            (local.set $16
             (f32.add
              (local.get $16)
              (f32.mul
               (local.get $19)
               (local.get $14)
              )
             )
            )
            (local.set $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (br $top3)
           )
          )
         )
        )
       )
       (local.set $2
        (local.tee $3
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $3)
         (local.get $8)
        )
        (then
         (global.set $oob_site
          (i32.const 7)
         )
         (br $folding-inner1)
        )
       )
       (local.set $13
        (f32.add
         (f32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
         )
         (f32.mul
          (local.get $13)
          (local.get $12)
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $2)
         (local.get $10)
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
         (local.get $9)
         (i32.shl
          (local.get $2)
          (i32.const 2)
         )
        )
        (local.get $13)
       )
       (local.set $2
        (local.tee $3
         (i32.add
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
          (i32.const 1)
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $3)
         (local.get $8)
        )
        (then
         (global.set $oob_site
          (i32.const 9)
         )
         (br $folding-inner1)
        )
       )
       (local.set $13
        (f32.add
         (f32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
         )
         (f32.mul
          (local.get $15)
          (local.get $12)
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $2)
         (local.get $10)
        )
        (then
         (global.set $oob_site
          (i32.const 10)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $9)
         (i32.shl
          (local.get $2)
          (i32.const 2)
         )
        )
        (local.get $13)
       )
       (local.set $2
        (local.tee $3
         (i32.add
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
          (i32.const 2)
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $3)
         (local.get $8)
        )
        (then
         (global.set $oob_site
          (i32.const 11)
         )
         (br $folding-inner1)
        )
       )
       (local.set $13
        (f32.add
         (f32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
         )
         (f32.mul
          (local.get $16)
          (local.get $12)
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $2)
         (local.get $10)
        )
        (then
         (global.set $oob_site
          (i32.const 12)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $9)
         (i32.shl
          (local.get $2)
          (i32.const 2)
         )
        )
        (local.get $13)
       )
       (if
        (i32.ge_u
         (local.tee $2
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
           (i32.const 3)
          )
         )
         (local.get $10)
        )
        (then
         (global.set $oob_site
          (i32.const 13)
         )
         (br $folding-inner0)
        )
        (else
         (f32.store
          (i32.add
           (local.get $9)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
          (f32.const 0)
         )
         (local.set $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (br $l5)
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
