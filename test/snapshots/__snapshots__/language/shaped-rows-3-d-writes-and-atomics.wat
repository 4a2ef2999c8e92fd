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
  (local $20 f32)
  (block $folding-inner4
   (block $folding-inner3
    (block $folding-inner2
     (block $folding-inner1
      (block $folding-inner0
       (loop $l5
        (if
         (i32.lt_s
          (local.get $0)
          (local.get $1)
         )
         (then
          (local.set $20
           (f32.const 0)
          )
          (local.set $2
           (i32.const 0)
          )
          (loop $top3
           (if
            (i32.lt_s
             (local.get $2)
             (local.get $14)
            )
            (then
             (if
              (i32.ge_u
               (local.get $0)
               (local.get $13)
              )
              (then
               (global.set $oob_site
                (i32.const 0)
               )
               (br $folding-inner1)
              )
             )
             (if
              (i32.ge_u
               (local.get $2)
               (local.get $14)
              )
              (then
               (global.set $oob_site
                (i32.const 1)
               )
               (br $folding-inner2)
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
               (global.set $oob_site
                (i32.const 2)
               )
               (global.set $oob_index
                (local.get $3)
               )
               (br $folding-inner4)
              )
              (else
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
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $8)
           )
           (then
            (global.set $oob_site
             (i32.const 3)
            )
            (br $folding-inner1)
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
           (i32.ge_u
            (local.get $0)
            (local.get $13)
           )
           (then
            (br $folding-inner0)
           )
          )
          (if
           (i32.eqz
            (local.get $14)
           )
           (then
            (br $folding-inner3)
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
            (br $folding-inner0)
           )
          )
          (if
           (i32.eqz
            (local.get $14)
           )
           (then
            (br $folding-inner3)
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
            (br $folding-inner4)
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
            (br $folding-inner2)
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
            (global.set $oob_site
             (i32.const 8)
            )
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
            (br $folding-inner4)
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
                 (global.set $oob_site
                  (i32.const 10)
                 )
                 (br $folding-inner2)
                )
               )
               (local.get $2)
              )
             )
            )
            (local.get $10)
           )
           (then
            (global.set $oob_site
             (i32.const 11)
            )
            (br $folding-inner2)
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
            (global.set $oob_site
             (i32.const 12)
            )
            (br $folding-inner2)
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
                 (global.set $oob_site
                  (i32.const 13)
                 )
                 (br $folding-inner2)
                )
               )
               (local.get $2)
              )
             )
            )
            (local.get $12)
           )
           (then
            (global.set $oob_site
             (i32.const 14)
            )
            (br $folding-inner2)
           )
           (else
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
      (global.set $oob_site
       (i32.const 4)
      )
     )
     (global.set $oob_index
      (local.get $0)
     )
     (br $folding-inner4)
    )
    (global.set $oob_index
     (local.get $2)
    )
    (br $folding-inner4)
   )
   (global.set $oob_site
    (i32.const 5)
   )
   (global.set $oob_index
    (i32.const 0)
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
  (block $folding-inner1
   (block $folding-inner0
    (loop $l5
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (local.set $20
        (f32.const 0)
       )
       (local.set $2
        (i32.const 0)
       )
       (loop $top3
        (if
         (i32.lt_s
          (local.get $2)
          (local.get $14)
         )
         (then
          (if
           (i32.ge_u
            (local.get $2)
            (local.get $14)
           )
           (then
            (global.set $oob_site
             (i32.const 1)
            )
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
           (else
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
         (br $folding-inner1)
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
         (br $folding-inner1)
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
         (br $folding-inner0)
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
         (global.set $oob_site
          (i32.const 8)
         )
         (br $folding-inner0)
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
              (global.set $oob_site
               (i32.const 10)
              )
              (br $folding-inner0)
             )
            )
            (local.get $2)
           )
          )
         )
         (local.get $10)
        )
        (then
         (global.set $oob_site
          (i32.const 11)
         )
         (br $folding-inner0)
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
         (global.set $oob_site
          (i32.const 12)
         )
         (br $folding-inner0)
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
              (global.set $oob_site
               (i32.const 13)
              )
              (br $folding-inner0)
             )
            )
            (local.get $2)
           )
          )
         )
         (local.get $12)
        )
        (then
         (global.set $oob_site
          (i32.const 14)
         )
         (br $folding-inner0)
        )
        (else
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
  (global.set $oob_site
   (i32.const 5)
  )
  (global.set $oob_index
   (i32.const 0)
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
  (block $folding-inner2
   (block $folding-inner1
    (block $folding-inner0
     (loop $l5
      (if
       (i32.lt_s
        (local.get $0)
        (local.get $1)
       )
       (then
        (local.set $21
         (f32.const 0)
        )
        (local.set $2
         (i32.const 0)
        )
        (loop $top3
         (if
          (i32.lt_s
           (local.get $2)
           (local.get $14)
          )
          (then
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
             (br $folding-inner0)
            )
           )
           (if
            (i32.ge_u
             (local.get $2)
             (local.get $14)
            )
            (then
             (global.set $oob_site
              (i32.const 1)
             )
             (br $folding-inner1)
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
             (br $folding-inner0)
            )
            (else
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
          (br $folding-inner1)
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
          (br $folding-inner1)
         )
        )
        (if
         (i32.eqz
          (local.get $14)
         )
         (then
          (br $folding-inner2)
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
          (br $folding-inner0)
         )
        )
        (if
         (i32.eqz
          (local.get $14)
         )
         (then
          (br $folding-inner2)
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
          (br $folding-inner0)
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
          (global.set $oob_site
           (i32.const 8)
          )
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
             (global.set $oob_site
              (i32.const 10)
             )
             (br $folding-inner1)
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
          (global.set $oob_site
           (i32.const 11)
          )
          (br $folding-inner1)
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
          (global.set $oob_site
           (i32.const 12)
          )
          (br $folding-inner1)
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
               (global.set $oob_site
                (i32.const 13)
               )
               (br $folding-inner1)
              )
             )
             (local.get $2)
            )
           )
          )
          (local.get $12)
         )
         (then
          (global.set $oob_site
           (i32.const 14)
          )
          (br $folding-inner1)
         )
         (else
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
