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
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 f32)
  (local $21 f32)
  (local $22 f32)
  (block $folding-inner4
   (block $folding-inner3
    (block $folding-inner2
     (block $folding-inner1
      (block $folding-inner0
       (loop $l2
        (if
         (i32.lt_s
          (local.get $0)
          (local.get $1)
         )
         (then
          (if
           (i32.ge_u
            (local.tee $2
             (i32.mul
              (local.get $0)
              (i32.const 3)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner0)
           )
          )
          (local.set $13
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
              (i32.mul
               (local.get $0)
               (i32.const 3)
              )
              (i32.const 1)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner0)
           )
          )
          (local.set $16
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
              (i32.mul
               (local.get $0)
               (i32.const 3)
              )
              (i32.const 2)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner0)
           )
          )
          (local.set $17
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
             (i32.mul
              (local.get $0)
              (i32.const 3)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner1)
           )
          )
          (local.set $15
           (f32.load
            (i32.add
             (local.get $7)
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
              (i32.mul
               (local.get $0)
               (i32.const 3)
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
          (local.set $14
           (f32.load
            (i32.add
             (local.get $7)
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
              (i32.mul
               (local.get $0)
               (i32.const 3)
              )
              (i32.const 2)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner1)
           )
          )
          (local.set $19
           (f32.sub
            (f32.mul
             (local.get $17)
             (local.get $15)
            )
            (f32.mul
             (local.get $13)
             (local.tee $18
              (f32.load
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
             )
            )
           )
          )
          (local.set $20
           (f32.sub
            (f32.mul
             (local.get $13)
             (local.get $14)
            )
            (f32.mul
             (local.get $16)
             (local.get $15)
            )
           )
          )
          (local.set $21
           (f32.add
            (f32.add
             (f32.sub
              (f32.add
               (f32.sub
                (f32.mul
                 (local.get $16)
                 (local.get $18)
                )
                (f32.mul
                 (local.get $17)
                 (local.get $14)
                )
               )
               (f32.const 1)
              )
              (f32.sub
               (f32.mul
                (f32.add
                 (local.get $13)
                 (local.get $15)
                )
                (f32.const 2)
               )
               (f32.div
                (local.get $15)
                (f32.const 3)
               )
              )
             )
             (f32.add
              (f32.mul
               (local.get $13)
               (f32.const 0.5)
              )
              (f32.mul
               (local.get $15)
               (f32.const 0.5)
              )
             )
            )
            (f32.min
             (f32.max
              (local.get $13)
              (f32.const -1)
             )
             (f32.const 1)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.mul
              (local.get $0)
              (i32.const 3)
             )
            )
            (local.get $10)
           )
           (then
            (br $folding-inner2)
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
           (local.get $21)
          )
          (local.set $19
           (f32.add
            (f32.add
             (f32.sub
              (local.get $19)
              (f32.sub
               (f32.mul
                (f32.add
                 (local.get $16)
                 (local.get $14)
                )
                (f32.const 2)
               )
               (f32.div
                (local.get $14)
                (f32.const 3)
               )
              )
             )
             (f32.add
              (f32.mul
               (local.get $16)
               (f32.const 0.5)
              )
              (f32.mul
               (local.get $14)
               (f32.const 0.5)
              )
             )
            )
            (f32.min
             (f32.max
              (local.get $16)
              (f32.const -1)
             )
             (f32.const 1)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 3)
              )
              (i32.const 1)
             )
            )
            (local.get $10)
           )
           (then
            (br $folding-inner2)
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
           (local.get $19)
          )
          (local.set $19
           (f32.add
            (f32.add
             (f32.sub
              (local.get $20)
              (f32.sub
               (f32.mul
                (f32.add
                 (local.get $17)
                 (local.get $18)
                )
                (f32.const 2)
               )
               (f32.div
                (local.get $18)
                (f32.const 3)
               )
              )
             )
             (f32.add
              (f32.mul
               (local.get $17)
               (f32.const 0.5)
              )
              (f32.mul
               (local.get $18)
               (f32.const 0.5)
              )
             )
            )
            (f32.min
             (f32.max
              (local.get $17)
              (f32.const -1)
             )
             (f32.const 1)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (local.get $0)
               (i32.const 3)
              )
              (i32.const 2)
             )
            )
            (local.get $10)
           )
           (then
            (br $folding-inner2)
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
           (local.get $19)
          )
          (local.set $19
           (f32.sub
            (local.get $13)
            (local.get $15)
           )
          )
          (local.set $20
           (f32.sub
            (local.get $16)
            (local.get $14)
           )
          )
          (local.set $21
           (f32.sub
            (local.get $17)
            (local.get $18)
           )
          )
          (local.set $22
           (f32.sqrt
            (f32.add
             (f32.add
              (f32.mul
               (local.get $15)
               (local.get $15)
              )
              (f32.mul
               (local.get $14)
               (local.get $14)
              )
             )
             (f32.mul
              (local.get $18)
              (local.get $18)
             )
            )
           )
          )
          (local.set $15
           (f32.add
            (f32.add
             (f32.mul
              (local.get $13)
              (local.get $15)
             )
             (f32.mul
              (local.get $16)
              (local.get $14)
             )
            )
            (f32.mul
             (local.get $17)
             (local.get $18)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
            (local.get $12)
           )
           (then
            (br $folding-inner3)
           )
          )
          (f32.store
           (i32.add
            (local.get $11)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $15)
          )
          (local.set $13
           (f32.sqrt
            (f32.add
             (f32.add
              (f32.mul
               (local.get $13)
               (local.get $13)
              )
              (f32.mul
               (local.get $16)
               (local.get $16)
              )
             )
             (f32.mul
              (local.get $17)
              (local.get $17)
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
            (local.get $12)
           )
           (then
            (br $folding-inner3)
           )
          )
          (f32.store
           (i32.add
            (local.get $11)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $13)
          )
          (local.set $13
           (f32.sqrt
            (f32.add
             (f32.add
              (f32.mul
               (local.get $19)
               (local.get $19)
              )
              (f32.mul
               (local.get $20)
               (local.get $20)
              )
             )
             (f32.mul
              (local.get $21)
              (local.get $21)
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
            (local.get $12)
           )
           (then
            (br $folding-inner3)
           )
          )
          (f32.store
           (i32.add
            (local.get $11)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $13)
          )
          (local.set $14
           (f32.div
            (local.get $14)
            (local.get $22)
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
              (i32.const 3)
             )
            )
            (local.get $12)
           )
           (then
            (br $folding-inner3)
           )
           (else
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $14)
            )
            (local.set $0
             (i32.add
              (local.get $0)
              (i32.const 1)
             )
            )
            (br $l2)
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
      (br $folding-inner4)
     )
     (global.set $oob_site
      (i32.const 1)
     )
     (br $folding-inner4)
    )
    (global.set $oob_site
     (i32.const 2)
    )
    (br $folding-inner4)
   )
   (global.set $oob_site
    (i32.const 3)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (result i32)
  (local $14 f32)
  (local $15 f32)
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 f32)
  (local $21 f32)
  (local $22 f32)
  (local $23 f32)
  (block $folding-inner4
   (block $folding-inner3
    (block $folding-inner2
     (block $folding-inner1
      (block $folding-inner0
       (loop $l2
        (if
         (i32.lt_s
          (local.get $0)
          (local.get $1)
         )
         (then
          (if
           (i32.ge_u
            (local.tee $2
             (i32.mul
              (i32.add
               (local.get $0)
               (local.get $13)
              )
              (i32.const 3)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner0)
           )
          )
          (local.set $14
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
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $13)
               )
               (i32.const 3)
              )
              (i32.const 1)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner0)
           )
          )
          (local.set $17
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
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $13)
               )
               (i32.const 3)
              )
              (i32.const 2)
             )
            )
            (local.get $6)
           )
           (then
            (br $folding-inner0)
           )
          )
          (local.set $18
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
             (i32.mul
              (i32.add
               (local.get $0)
               (local.get $13)
              )
              (i32.const 3)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner1)
           )
          )
          (local.set $16
           (f32.load
            (i32.add
             (local.get $7)
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
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $13)
               )
               (i32.const 3)
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
          (local.set $15
           (f32.load
            (i32.add
             (local.get $7)
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
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $13)
               )
               (i32.const 3)
              )
              (i32.const 2)
             )
            )
            (local.get $8)
           )
           (then
            (br $folding-inner1)
           )
          )
          (local.set $20
           (f32.sub
            (f32.mul
             (local.get $18)
             (local.get $16)
            )
            (f32.mul
             (local.get $14)
             (local.tee $19
              (f32.load
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
             )
            )
           )
          )
          (local.set $21
           (f32.sub
            (f32.mul
             (local.get $14)
             (local.get $15)
            )
            (f32.mul
             (local.get $17)
             (local.get $16)
            )
           )
          )
          (local.set $22
           (f32.add
            (f32.add
             (f32.sub
              (f32.add
               (f32.sub
                (f32.mul
                 (local.get $17)
                 (local.get $19)
                )
                (f32.mul
                 (local.get $18)
                 (local.get $15)
                )
               )
               (f32.const 1)
              )
              (f32.sub
               (f32.mul
                (f32.add
                 (local.get $14)
                 (local.get $16)
                )
                (f32.const 2)
               )
               (f32.div
                (local.get $16)
                (f32.const 3)
               )
              )
             )
             (f32.add
              (f32.mul
               (local.get $14)
               (f32.const 0.5)
              )
              (f32.mul
               (local.get $16)
               (f32.const 0.5)
              )
             )
            )
            (f32.min
             (f32.max
              (local.get $14)
              (f32.const -1)
             )
             (f32.const 1)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.mul
              (i32.add
               (local.get $0)
               (local.get $13)
              )
              (i32.const 3)
             )
            )
            (local.get $10)
           )
           (then
            (br $folding-inner2)
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
           (local.get $22)
          )
          (local.set $20
           (f32.add
            (f32.add
             (f32.sub
              (local.get $20)
              (f32.sub
               (f32.mul
                (f32.add
                 (local.get $17)
                 (local.get $15)
                )
                (f32.const 2)
               )
               (f32.div
                (local.get $15)
                (f32.const 3)
               )
              )
             )
             (f32.add
              (f32.mul
               (local.get $17)
               (f32.const 0.5)
              )
              (f32.mul
               (local.get $15)
               (f32.const 0.5)
              )
             )
            )
            (f32.min
             (f32.max
              (local.get $17)
              (f32.const -1)
             )
             (f32.const 1)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $13)
               )
               (i32.const 3)
              )
              (i32.const 1)
             )
            )
            (local.get $10)
           )
           (then
            (br $folding-inner2)
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
           (local.get $20)
          )
          (local.set $20
           (f32.add
            (f32.add
             (f32.sub
              (local.get $21)
              (f32.sub
               (f32.mul
                (f32.add
                 (local.get $18)
                 (local.get $19)
                )
                (f32.const 2)
               )
               (f32.div
                (local.get $19)
                (f32.const 3)
               )
              )
             )
             (f32.add
              (f32.mul
               (local.get $18)
               (f32.const 0.5)
              )
              (f32.mul
               (local.get $19)
               (f32.const 0.5)
              )
             )
            )
            (f32.min
             (f32.max
              (local.get $18)
              (f32.const -1)
             )
             (f32.const 1)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.mul
               (i32.add
                (local.get $0)
                (local.get $13)
               )
               (i32.const 3)
              )
              (i32.const 2)
             )
            )
            (local.get $10)
           )
           (then
            (br $folding-inner2)
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
           (local.get $20)
          )
          (local.set $20
           (f32.sub
            (local.get $14)
            (local.get $16)
           )
          )
          (local.set $21
           (f32.sub
            (local.get $17)
            (local.get $15)
           )
          )
          (local.set $22
           (f32.sub
            (local.get $18)
            (local.get $19)
           )
          )
          (local.set $23
           (f32.sqrt
            (f32.add
             (f32.add
              (f32.mul
               (local.get $16)
               (local.get $16)
              )
              (f32.mul
               (local.get $15)
               (local.get $15)
              )
             )
             (f32.mul
              (local.get $19)
              (local.get $19)
             )
            )
           )
          )
          (local.set $16
           (f32.add
            (f32.add
             (f32.mul
              (local.get $14)
              (local.get $16)
             )
             (f32.mul
              (local.get $17)
              (local.get $15)
             )
            )
            (f32.mul
             (local.get $18)
             (local.get $19)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.shl
              (i32.add
               (local.get $0)
               (local.get $13)
              )
              (i32.const 2)
             )
            )
            (local.get $12)
           )
           (then
            (br $folding-inner3)
           )
          )
          (f32.store
           (i32.add
            (local.get $11)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $16)
          )
          (local.set $14
           (f32.sqrt
            (f32.add
             (f32.add
              (f32.mul
               (local.get $14)
               (local.get $14)
              )
              (f32.mul
               (local.get $17)
               (local.get $17)
              )
             )
             (f32.mul
              (local.get $18)
              (local.get $18)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.shl
               (i32.add
                (local.get $0)
                (local.get $13)
               )
               (i32.const 2)
              )
              (i32.const 1)
             )
            )
            (local.get $12)
           )
           (then
            (br $folding-inner3)
           )
          )
          (f32.store
           (i32.add
            (local.get $11)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $14)
          )
          (local.set $14
           (f32.sqrt
            (f32.add
             (f32.add
              (f32.mul
               (local.get $20)
               (local.get $20)
              )
              (f32.mul
               (local.get $21)
               (local.get $21)
              )
             )
             (f32.mul
              (local.get $22)
              (local.get $22)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.shl
               (i32.add
                (local.get $0)
                (local.get $13)
               )
               (i32.const 2)
              )
              (i32.const 2)
             )
            )
            (local.get $12)
           )
           (then
            (br $folding-inner3)
           )
          )
          (f32.store
           (i32.add
            (local.get $11)
            (i32.shl
             (local.get $2)
             (i32.const 2)
            )
           )
           (local.get $14)
          )
          (local.set $15
           (f32.div
            (local.get $15)
            (local.get $23)
           )
          )
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.shl
               (i32.add
                (local.get $0)
                (local.get $13)
               )
               (i32.const 2)
              )
              (i32.const 3)
             )
            )
            (local.get $12)
           )
           (then
            (br $folding-inner3)
           )
           (else
            (f32.store
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $15)
            )
            (local.set $0
             (i32.add
              (local.get $0)
              (i32.const 1)
             )
            )
            (br $l2)
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
      (br $folding-inner4)
     )
     (global.set $oob_site
      (i32.const 1)
     )
     (br $folding-inner4)
    )
    (global.set $oob_site
     (i32.const 2)
    )
    (br $folding-inner4)
   )
   (global.set $oob_site
    (i32.const 3)
   )
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)
