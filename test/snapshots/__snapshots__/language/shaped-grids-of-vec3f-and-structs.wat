;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 f32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 f32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (param $17 i32) (result i32)
  (local $18 i32)
  (local $19 i32)
  (local $20 f32)
  (local $21 i32)
  (local $22 i32)
  (local $23 f32)
  (local $24 f32)
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
             (loop $l4
              (if
               (i32.lt_s
                (local.get $0)
                (local.get $1)
               )
               (then
                (local.set $2
                 (i32.const 0)
                )
                (loop $l2
                 (if
                  (i32.lt_s
                   (local.get $2)
                   (local.get $3)
                  )
                  (then
                   (if
                    (i32.ge_u
                     (local.get $0)
                     (local.get $12)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 0)
                     )
                     (global.set $oob_index
                      (local.get $0)
                     )
                     (br $folding-inner10)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $13)
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
                     (local.tee $4
                      (i32.mul
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $0)
                         (local.get $13)
                        )
                       )
                       (i32.const 3)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner1)
                    )
                   )
                   (local.set $20
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $4)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $18
                      (i32.add
                       (local.get $4)
                       (i32.const 1)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 2)
                     )
                     (br $folding-inner5)
                    )
                   )
                   (drop
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $18)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $4
                      (i32.add
                       (local.get $4)
                       (i32.const 2)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner1)
                    )
                   )
                   (drop
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $4)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $4
                      (local.get $0)
                     )
                     (local.get $12)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 3)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $13)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 4)
                     )
                     (br $folding-inner0)
                    )
                   )
                   (local.set $18
                    (i32.mul
                     (i32.add
                      (local.get $2)
                      (i32.mul
                       (local.get $4)
                       (local.get $13)
                      )
                     )
                     (i32.const 3)
                    )
                   )
                   (local.set $20
                    (f32.add
                     (local.get $20)
                     (f32.const 1)
                    )
                   )
                   (if
                    (i32.le_u
                     (local.get $6)
                     (local.get $18)
                    )
                    (then
                     (br $folding-inner2)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $18)
                      (i32.const 2)
                     )
                    )
                    (local.get $20)
                   )
                   (local.set $20
                    (f32.convert_i32_s
                     (local.get $4)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $19
                      (i32.add
                       (local.get $18)
                       (i32.const 1)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 5)
                     )
                     (br $folding-inner8)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $19)
                      (i32.const 2)
                     )
                    )
                    (local.get $20)
                   )
                   (local.set $20
                    (f32.convert_i32_s
                     (local.get $2)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $18
                      (i32.add
                       (local.get $18)
                       (i32.const 2)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner2)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $18)
                      (i32.const 2)
                     )
                    )
                    (local.get $20)
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $12)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 6)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $13)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 7)
                     )
                     (br $folding-inner0)
                    )
                   )
                   (local.set $19
                    (i32.mul
                     (i32.add
                      (local.get $2)
                      (i32.mul
                       (local.get $4)
                       (local.get $13)
                      )
                     )
                     (i32.const 3)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 9)
                     )
                     (br $folding-inner6)
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
                     (br $folding-inner0)
                    )
                   )
                   (local.set $22
                    (i32.mul
                     (i32.add
                      (local.get $2)
                      (i32.mul
                       (local.get $4)
                       (local.get $15)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 12)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $15)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 13)
                     )
                     (br $folding-inner0)
                    )
                   )
                   (local.set $21
                    (i32.mul
                     (i32.add
                      (local.get $2)
                      (i32.mul
                       (local.get $4)
                       (local.get $15)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (local.set $18
                    (local.tee $19
                     (i32.add
                      (local.get $19)
                      (i32.const 2)
                     )
                    )
                   )
                   (if
                    (i32.le_u
                     (local.get $6)
                     (local.get $19)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 8)
                     )
                     (br $folding-inner8)
                    )
                   )
                   (local.set $20
                    (f32.add
                     (f32.load
                      (i32.add
                       (local.get $5)
                       (i32.shl
                        (local.get $19)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $19
                         (i32.add
                          (local.get $22)
                          (i32.const 4)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 11)
                        )
                        (br $folding-inner8)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $19)
                          (i32.const 2)
                         )
                        )
                       )
                       (block (result f32)
                        (if
                         (i32.ge_u
                          (local.tee $19
                           (i32.add
                            (local.get $21)
                            (i32.const 6)
                           )
                          )
                          (local.get $8)
                         )
                         (then
                          (global.set $oob_site
                           (i32.const 14)
                          )
                          (br $folding-inner8)
                         )
                        )
                        (f32.load
                         (i32.add
                          (local.get $7)
                          (i32.shl
                           (local.get $19)
                           (i32.const 2)
                          )
                         )
                        )
                       )
                      )
                     )
                    )
                   )
                   (if
                    (i32.le_u
                     (local.get $6)
                     (local.get $18)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 8)
                     )
                     (br $folding-inner5)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $18)
                      (i32.const 2)
                     )
                    )
                    (local.get $20)
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 15)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $15)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 16)
                     )
                     (br $folding-inner0)
                    )
                   )
                   (local.set $18
                    (i32.mul
                     (i32.add
                      (local.get $2)
                      (i32.mul
                       (local.get $4)
                       (local.get $15)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 18)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $15)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 19)
                     )
                     (br $folding-inner0)
                    )
                   )
                   (local.set $19
                    (i32.mul
                     (i32.add
                      (local.get $2)
                      (i32.mul
                       (local.get $4)
                       (local.get $15)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 21)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $15)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 22)
                     )
                     (br $folding-inner0)
                    )
                   )
                   (local.set $22
                    (i32.mul
                     (i32.add
                      (local.get $2)
                      (i32.mul
                       (local.get $4)
                       (local.get $15)
                      )
                     )
                     (i32.const 7)
                    )
                   )
                   (if
                    (i32.le_u
                     (local.get $8)
                     (local.get $19)
                    )
                    (then
                     (br $folding-inner7)
                    )
                   )
                   (local.set $20
                    (f32.add
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $19)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $21
                         (i32.add
                          (local.get $22)
                          (i32.const 3)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (br $folding-inner9)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $21)
                          (i32.const 2)
                         )
                        )
                       )
                       (local.get $11)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $21
                      (i32.add
                       (local.get $19)
                       (i32.const 1)
                      )
                     )
                     (local.get $8)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 20)
                     )
                     (global.set $oob_index
                      (local.get $21)
                     )
                     (br $folding-inner10)
                    )
                   )
                   (local.set $23
                    (f32.add
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $21)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $21
                         (i32.add
                          (local.get $22)
                          (i32.const 4)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (br $folding-inner9)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $21)
                          (i32.const 2)
                         )
                        )
                       )
                       (local.get $11)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $19
                      (i32.add
                       (local.get $19)
                       (i32.const 2)
                      )
                     )
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner7)
                    )
                   )
                   (local.set $24
                    (f32.add
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $19)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $19
                         (i32.add
                          (local.get $22)
                          (i32.const 5)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 23)
                        )
                        (br $folding-inner8)
                       )
                      )
                      (f32.mul
                       (f32.load
                        (i32.add
                         (local.get $7)
                         (i32.shl
                          (local.get $19)
                          (i32.const 2)
                         )
                        )
                       )
                       (local.get $11)
                      )
                     )
                    )
                   )
                   (if
                    (i32.le_u
                     (local.get $8)
                     (local.get $18)
                    )
                    (then
                     (br $folding-inner3)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $18)
                      (i32.const 2)
                     )
                    )
                    (local.get $20)
                   )
                   (if
                    (i32.ge_u
                     (local.tee $19
                      (i32.add
                       (local.get $18)
                       (i32.const 1)
                      )
                     )
                     (local.get $8)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 17)
                     )
                     (br $folding-inner8)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $19)
                      (i32.const 2)
                     )
                    )
                    (local.get $23)
                   )
                   (if
                    (i32.ge_u
                     (local.tee $18
                      (i32.add
                       (local.get $18)
                       (i32.const 2)
                      )
                     )
                     (local.get $8)
                    )
                    (then
                     (br $folding-inner3)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $18)
                      (i32.const 2)
                     )
                    )
                    (local.get $24)
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $14)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 24)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $15)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 25)
                     )
                     (br $folding-inner0)
                    )
                   )
                   (local.set $18
                    (i32.add
                     (i32.mul
                      (i32.add
                       (local.get $2)
                       (i32.mul
                        (local.get $4)
                        (local.get $15)
                       )
                      )
                      (i32.const 7)
                     )
                     (i32.const 6)
                    )
                   )
                   (local.set $20
                    (f32.convert_i32_s
                     (i32.add
                      (i32.mul
                       (local.get $12)
                       (i32.const 10)
                      )
                      (local.get $13)
                     )
                    )
                   )
                   (if
                    (i32.le_u
                     (local.get $8)
                     (local.get $18)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 26)
                     )
                     (br $folding-inner5)
                    )
                   )
                   (f32.store
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $18)
                      (i32.const 2)
                     )
                    )
                    (local.get $20)
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $12)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 29)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $2)
                     (local.get $13)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 30)
                     )
                     (br $folding-inner0)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $18
                      (i32.mul
                       (i32.add
                        (local.get $2)
                        (i32.mul
                         (local.get $4)
                         (local.get $13)
                        )
                       )
                       (i32.const 3)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner4)
                    )
                   )
                   (local.set $20
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $18)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $19
                      (i32.add
                       (local.get $18)
                       (i32.const 1)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 31)
                     )
                     (br $folding-inner8)
                    )
                   )
                   (local.set $23
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $19)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $18
                      (i32.add
                       (local.get $18)
                       (i32.const 2)
                      )
                     )
                     (local.get $6)
                    )
                    (then
                     (br $folding-inner4)
                    )
                   )
                   (local.set $24
                    (f32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $18)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.get $4)
                     (local.get $16)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 27)
                     )
                     (global.set $oob_index
                      (local.get $0)
                     )
                     (br $folding-inner10)
                    )
                   )
                   (if
                    (i32.ge_u
                     (local.tee $4
                      (local.get $2)
                     )
                     (local.get $17)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 28)
                     )
                     (br $folding-inner6)
                    )
                   )
                   (local.set $2
                    (i32.add
                     (local.get $4)
                     (i32.mul
                      (local.get $0)
                      (local.get $17)
                     )
                    )
                   )
                   (local.set $20
                    (f32.add
                     (f32.sqrt
                      (f32.add
                       (f32.add
                        (f32.mul
                         (local.get $20)
                         (local.get $20)
                        )
                        (f32.mul
                         (local.get $23)
                         (local.get $23)
                        )
                       )
                       (f32.mul
                        (local.get $24)
                        (local.get $24)
                       )
                      )
                     )
                     (f32.convert_i32_s
                      (i32.div_s
                       (local.get $8)
                       (i32.const 7)
                      )
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
                      (i32.const 32)
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
                      (local.get $20)
                     )
                     (local.set $2
                      (i32.add
                       (local.get $4)
                       (i32.const 1)
                      )
                     )
                     (br $l2)
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
                (br $l4)
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
            (br $folding-inner10)
           )
           (global.set $oob_site
            (i32.const 2)
           )
           (br $folding-inner6)
          )
          (global.set $oob_site
           (i32.const 5)
          )
          (br $folding-inner5)
         )
         (global.set $oob_site
          (i32.const 17)
         )
         (br $folding-inner5)
        )
        (global.set $oob_site
         (i32.const 31)
        )
       )
       (global.set $oob_index
        (local.get $18)
       )
       (br $folding-inner10)
      )
      (global.set $oob_index
       (local.get $4)
      )
      (br $folding-inner10)
     )
     (global.set $oob_site
      (i32.const 20)
     )
    )
    (global.set $oob_index
     (local.get $19)
    )
    (br $folding-inner10)
   )
   (global.set $oob_site
    (i32.const 23)
   )
   (global.set $oob_index
    (local.get $21)
   )
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 f32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 f32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (param $17 i32) (result i32)
  (local $18 f32)
  (local $19 i32)
  (local $20 f32)
  (local $21 f32)
  (block $folding-inner6
   (block $folding-inner5
    (block $folding-inner4
     (block $folding-inner3
      (block $folding-inner2
       (block $folding-inner1
        (block $folding-inner0
         (loop $l4
          (if
           (i32.lt_s
            (local.get $0)
            (local.get $1)
           )
           (then
            (local.set $4
             (i32.const 0)
            )
            (loop $l2
             (if
              (i32.gt_s
               (local.get $3)
               (local.get $4)
              )
              (then
               (if
                (i32.ge_u
                 (local.tee $2
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $0)
                     (local.get $13)
                    )
                    (local.get $4)
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
                 (local.tee $14
                  (i32.add
                   (local.get $2)
                   (i32.const 1)
                  )
                 )
                 (local.get $6)
                )
                (then
                 (global.set $oob_site
                  (i32.const 2)
                 )
                 (br $folding-inner1)
                )
               )
               (drop
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $14)
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
                   (i32.const 2)
                  )
                 )
                 (local.get $6)
                )
                (then
                 (br $folding-inner0)
                )
               )
               (drop
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
               (local.set $18
                (f32.add
                 (local.get $18)
                 (f32.const 1)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $2
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $0)
                     (local.get $13)
                    )
                    (local.get $4)
                   )
                   (i32.const 3)
                  )
                 )
                 (local.get $6)
                )
                (then
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
                (local.get $18)
               )
               (local.set $18
                (f32.convert_i32_s
                 (local.get $0)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $14
                  (i32.add
                   (local.get $2)
                   (i32.const 1)
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
               (f32.store
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $14)
                  (i32.const 2)
                 )
                )
                (local.get $18)
               )
               (local.set $18
                (f32.convert_i32_s
                 (local.get $4)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $2
                  (i32.add
                   (local.get $2)
                   (i32.const 2)
                  )
                 )
                 (local.get $6)
                )
                (then
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
                (local.get $18)
               )
               (local.set $16
                (local.tee $19
                 (i32.mul
                  (i32.add
                   (i32.mul
                    (local.get $0)
                    (local.get $15)
                   )
                   (local.get $4)
                  )
                  (i32.const 7)
                 )
                )
               )
               (local.set $2
                (i32.add
                 (local.tee $14
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $0)
                     (local.get $13)
                    )
                    (local.get $4)
                   )
                   (i32.const 3)
                  )
                 )
                 (i32.const 2)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $14
                  (i32.add
                   (local.get $14)
                   (i32.const 2)
                  )
                 )
                 (local.get $6)
                )
                (then
                 (global.set $oob_site
                  (i32.const 8)
                 )
                 (br $folding-inner1)
                )
               )
               (local.set $18
                (f32.add
                 (f32.load
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $14)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result f32)
                  (if
                   (i32.ge_u
                    (local.tee $14
                     (i32.add
                      (local.get $16)
                      (i32.const 4)
                     )
                    )
                    (local.get $8)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 11)
                    )
                    (br $folding-inner1)
                   )
                  )
                  (f32.mul
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $14)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $14
                       (i32.add
                        (local.get $19)
                        (i32.const 6)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 14)
                      )
                      (br $folding-inner1)
                     )
                    )
                    (f32.load
                     (i32.add
                      (local.get $7)
                      (i32.shl
                       (local.get $14)
                       (i32.const 2)
                      )
                     )
                    )
                   )
                  )
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.get $2)
                 (local.get $6)
                )
                (then
                 (global.set $oob_site
                  (i32.const 8)
                 )
                 (br $folding-inner5)
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
                (local.get $18)
               )
               (local.set $2
                (local.tee $14
                 (i32.mul
                  (i32.add
                   (i32.mul
                    (local.get $0)
                    (local.get $15)
                   )
                   (local.get $4)
                  )
                  (i32.const 7)
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $16
                  (local.get $14)
                 )
                 (local.get $8)
                )
                (then
                 (global.set $oob_site
                  (i32.const 20)
                 )
                 (br $folding-inner1)
                )
               )
               (local.set $18
                (f32.add
                 (f32.load
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $16)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result f32)
                  (if
                   (i32.ge_u
                    (local.tee $19
                     (i32.add
                      (local.get $14)
                      (i32.const 3)
                     )
                    )
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner6)
                   )
                  )
                  (f32.mul
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $19)
                      (i32.const 2)
                     )
                    )
                   )
                   (local.get $11)
                  )
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $19
                  (i32.add
                   (local.get $16)
                   (i32.const 1)
                  )
                 )
                 (local.get $8)
                )
                (then
                 (global.set $oob_site
                  (i32.const 20)
                 )
                 (global.set $oob_index
                  (local.get $19)
                 )
                 (return
                  (i32.const 1)
                 )
                )
               )
               (local.set $20
                (f32.add
                 (f32.load
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $19)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result f32)
                  (if
                   (i32.ge_u
                    (local.tee $19
                     (i32.add
                      (local.get $14)
                      (i32.const 4)
                     )
                    )
                    (local.get $8)
                   )
                   (then
                    (br $folding-inner6)
                   )
                  )
                  (f32.mul
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $19)
                      (i32.const 2)
                     )
                    )
                   )
                   (local.get $11)
                  )
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $16
                  (i32.add
                   (local.get $16)
                   (i32.const 2)
                  )
                 )
                 (local.get $8)
                )
                (then
                 (global.set $oob_site
                  (i32.const 20)
                 )
                 (global.set $oob_index
                  (local.get $16)
                 )
                 (return
                  (i32.const 1)
                 )
                )
               )
               (local.set $21
                (f32.add
                 (f32.load
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $16)
                    (i32.const 2)
                   )
                  )
                 )
                 (block (result f32)
                  (if
                   (i32.ge_u
                    (local.tee $14
                     (i32.add
                      (local.get $14)
                      (i32.const 5)
                     )
                    )
                    (local.get $8)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 23)
                    )
                    (br $folding-inner1)
                   )
                  )
                  (f32.mul
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $14)
                      (i32.const 2)
                     )
                    )
                   )
                   (local.get $11)
                  )
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.get $2)
                 (local.get $8)
                )
                (then
                 (br $folding-inner3)
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
                (local.get $18)
               )
               (if
                (i32.ge_u
                 (local.tee $14
                  (i32.add
                   (local.get $2)
                   (i32.const 1)
                  )
                 )
                 (local.get $8)
                )
                (then
                 (global.set $oob_site
                  (i32.const 17)
                 )
                 (br $folding-inner1)
                )
               )
               (f32.store
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $14)
                  (i32.const 2)
                 )
                )
                (local.get $20)
               )
               (if
                (i32.ge_u
                 (local.tee $2
                  (i32.add
                   (local.get $2)
                   (i32.const 2)
                  )
                 )
                 (local.get $8)
                )
                (then
                 (br $folding-inner3)
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
               (local.set $18
                (f32.convert_i32_s
                 (i32.add
                  (i32.mul
                   (local.get $12)
                   (i32.const 10)
                  )
                  (local.get $13)
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $2
                  (i32.add
                   (i32.mul
                    (i32.add
                     (i32.mul
                      (local.get $0)
                      (local.get $15)
                     )
                     (local.get $4)
                    )
                    (i32.const 7)
                   )
                   (i32.const 6)
                  )
                 )
                 (local.get $8)
                )
                (then
                 (global.set $oob_site
                  (i32.const 26)
                 )
                 (br $folding-inner5)
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
                (local.get $18)
               )
               (if
                (i32.ge_u
                 (local.tee $2
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $0)
                     (local.get $13)
                    )
                    (local.get $4)
                   )
                   (i32.const 3)
                  )
                 )
                 (local.get $6)
                )
                (then
                 (br $folding-inner4)
                )
               )
               (local.set $18
                (f32.add
                 (f32.sqrt
                  (f32.add
                   (f32.add
                    (f32.mul
                     (local.tee $18
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
                     (local.get $18)
                    )
                    (block (result f32)
                     (if
                      (i32.ge_u
                       (local.tee $14
                        (i32.add
                         (local.get $2)
                         (i32.const 1)
                        )
                       )
                       (local.get $6)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 31)
                       )
                       (br $folding-inner1)
                      )
                     )
                     (f32.mul
                      (local.tee $20
                       (f32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $14)
                          (i32.const 2)
                         )
                        )
                       )
                      )
                      (local.get $20)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.add
                        (local.get $2)
                        (i32.const 2)
                       )
                      )
                      (local.get $6)
                     )
                     (then
                      (br $folding-inner4)
                     )
                    )
                    (f32.mul
                     (local.tee $21
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
                     (local.get $21)
                    )
                   )
                  )
                 )
                 (f32.convert_i32_s
                  (i32.div_s
                   (local.get $8)
                   (i32.const 7)
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
                    (local.get $17)
                   )
                   (local.get $4)
                  )
                 )
                 (local.get $10)
                )
                (then
                 (global.set $oob_site
                  (i32.const 32)
                 )
                 (br $folding-inner5)
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
                  (local.get $18)
                 )
                 (local.set $4
                  (i32.add
                   (local.get $4)
                   (i32.const 1)
                  )
                 )
                 (br $l2)
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
            (br $l4)
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
        (br $folding-inner5)
       )
       (global.set $oob_index
        (local.get $14)
       )
       (return
        (i32.const 1)
       )
      )
      (global.set $oob_site
       (i32.const 5)
      )
      (br $folding-inner5)
     )
     (global.set $oob_site
      (i32.const 17)
     )
     (br $folding-inner5)
    )
    (global.set $oob_site
     (i32.const 31)
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
   (i32.const 23)
  )
  (global.set $oob_index
   (local.get $19)
  )
  (i32.const 1)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 f32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 f32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (param $16 i32) (param $17 i32) (param $18 i32) (param $19 i32) (result i32)
  (local $20 f32)
  (local $21 i32)
  (local $22 i32)
  (local $23 i32)
  (local $24 f32)
  (local $25 f32)
  (block $folding-inner8
   (block $folding-inner7
    (block $folding-inner6
     (block $folding-inner5
      (block $folding-inner4
       (block $folding-inner3
        (block $folding-inner2
         (block $folding-inner1
          (block $folding-inner0
           (loop $l4
            (if
             (i32.lt_s
              (local.get $0)
              (local.get $1)
             )
             (then
              (local.set $21
               (i32.const 0)
              )
              (loop $l2
               (if
                (i32.gt_s
                 (local.get $3)
                 (local.get $21)
                )
                (then
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 0)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $2)
                       (local.get $13)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $2
                          (i32.add
                           (local.get $19)
                           (local.get $21)
                          )
                         )
                         (local.get $13)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 1)
                         )
                         (br $folding-inner4)
                        )
                       )
                       (local.get $2)
                      )
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
                   (local.tee $4
                    (i32.add
                     (local.get $2)
                     (i32.const 1)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 2)
                   )
                   (br $folding-inner6)
                  )
                 )
                 (drop
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $4)
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
                     (i32.const 2)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner0)
                  )
                 )
                 (drop
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
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 3)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (local.set $2
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $2)
                     (local.get $13)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $2
                        (i32.add
                         (local.get $19)
                         (local.get $21)
                        )
                       )
                       (local.get $13)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 4)
                       )
                       (br $folding-inner4)
                      )
                     )
                     (local.get $2)
                    )
                   )
                   (i32.const 3)
                  )
                 )
                 (local.set $20
                  (f32.add
                   (local.get $20)
                   (f32.const 1)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
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
                  (local.get $20)
                 )
                 (local.set $20
                  (f32.convert_i32_s
                   (i32.add
                    (local.get $0)
                    (local.get $18)
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $4
                    (i32.add
                     (local.get $2)
                     (i32.const 1)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 5)
                   )
                   (br $folding-inner6)
                  )
                 )
                 (f32.store
                  (i32.add
                   (local.get $5)
                   (i32.shl
                    (local.get $4)
                    (i32.const 2)
                   )
                  )
                  (local.get $20)
                 )
                 (local.set $20
                  (f32.convert_i32_s
                   (i32.add
                    (local.get $19)
                    (local.get $21)
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                   (local.get $6)
                  )
                  (then
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
                  (local.get $20)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 6)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (local.set $4
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $2)
                     (local.get $13)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $2
                        (i32.add
                         (local.get $19)
                         (local.get $21)
                        )
                       )
                       (local.get $13)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 7)
                       )
                       (br $folding-inner4)
                      )
                     )
                     (local.get $2)
                    )
                   )
                   (i32.const 3)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $14)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 9)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (local.set $22
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $2)
                     (local.get $15)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $2
                        (i32.add
                         (local.get $19)
                         (local.get $21)
                        )
                       )
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 10)
                       )
                       (br $folding-inner4)
                      )
                     )
                     (local.get $2)
                    )
                   )
                   (i32.const 7)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $14)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 12)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (local.set $23
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $2)
                     (local.get $15)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $2
                        (i32.add
                         (local.get $19)
                         (local.get $21)
                        )
                       )
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 13)
                       )
                       (br $folding-inner4)
                      )
                     )
                     (local.get $2)
                    )
                   )
                   (i32.const 7)
                  )
                 )
                 (local.set $2
                  (local.tee $4
                   (i32.add
                    (local.get $4)
                    (i32.const 2)
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $4)
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 8)
                   )
                   (br $folding-inner6)
                  )
                 )
                 (local.set $20
                  (f32.add
                   (f32.load
                    (i32.add
                     (local.get $5)
                     (i32.shl
                      (local.get $4)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $4
                       (i32.add
                        (local.get $22)
                        (i32.const 4)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 11)
                      )
                      (br $folding-inner6)
                     )
                    )
                    (f32.mul
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $4)
                        (i32.const 2)
                       )
                      )
                     )
                     (block (result f32)
                      (if
                       (i32.ge_u
                        (local.tee $4
                         (i32.add
                          (local.get $23)
                          (i32.const 6)
                         )
                        )
                        (local.get $8)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 14)
                        )
                        (br $folding-inner6)
                       )
                      )
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
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 8)
                   )
                   (br $folding-inner4)
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
                    (i32.add
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $14)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 15)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (local.set $2
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $2)
                     (local.get $15)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $2
                        (i32.add
                         (local.get $19)
                         (local.get $21)
                        )
                       )
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 16)
                       )
                       (br $folding-inner4)
                      )
                     )
                     (local.get $2)
                    )
                   )
                   (i32.const 7)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $4
                    (i32.add
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $14)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 18)
                   )
                   (br $folding-inner6)
                  )
                 )
                 (local.set $4
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $4)
                     (local.get $15)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $4
                        (i32.add
                         (local.get $19)
                         (local.get $21)
                        )
                       )
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 19)
                       )
                       (br $folding-inner6)
                      )
                     )
                     (local.get $4)
                    )
                   )
                   (i32.const 7)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $22
                    (i32.add
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $14)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 21)
                   )
                   (global.set $oob_index
                    (local.get $22)
                   )
                   (br $folding-inner8)
                  )
                 )
                 (local.set $22
                  (i32.mul
                   (i32.add
                    (i32.mul
                     (local.get $15)
                     (local.get $22)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $22
                        (i32.add
                         (local.get $19)
                         (local.get $21)
                        )
                       )
                       (local.get $15)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 22)
                       )
                       (global.set $oob_index
                        (local.get $22)
                       )
                       (br $folding-inner8)
                      )
                     )
                     (local.get $22)
                    )
                   )
                   (i32.const 7)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $4)
                   (local.get $8)
                  )
                  (then
                   (br $folding-inner5)
                  )
                 )
                 (local.set $20
                  (f32.add
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $4)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $23
                       (i32.add
                        (local.get $22)
                        (i32.const 3)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner7)
                     )
                    )
                    (f32.mul
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $23)
                        (i32.const 2)
                       )
                      )
                     )
                     (local.get $11)
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $23
                    (i32.add
                     (local.get $4)
                     (i32.const 1)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 20)
                   )
                   (global.set $oob_index
                    (local.get $23)
                   )
                   (br $folding-inner8)
                  )
                 )
                 (local.set $24
                  (f32.add
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $23)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $23
                       (i32.add
                        (local.get $22)
                        (i32.const 4)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (br $folding-inner7)
                     )
                    )
                    (f32.mul
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $23)
                        (i32.const 2)
                       )
                      )
                     )
                     (local.get $11)
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $4
                    (i32.add
                     (local.get $4)
                     (i32.const 2)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (br $folding-inner5)
                  )
                 )
                 (local.set $25
                  (f32.add
                   (f32.load
                    (i32.add
                     (local.get $7)
                     (i32.shl
                      (local.get $4)
                      (i32.const 2)
                     )
                    )
                   )
                   (block (result f32)
                    (if
                     (i32.ge_u
                      (local.tee $4
                       (i32.add
                        (local.get $22)
                        (i32.const 5)
                       )
                      )
                      (local.get $8)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 23)
                      )
                      (br $folding-inner6)
                     )
                    )
                    (f32.mul
                     (f32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $4)
                        (i32.const 2)
                       )
                      )
                     )
                     (local.get $11)
                    )
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $8)
                  )
                  (then
                   (br $folding-inner2)
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
                  (local.get $20)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $4
                    (i32.add
                     (local.get $2)
                     (i32.const 1)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 17)
                   )
                   (br $folding-inner6)
                  )
                 )
                 (f32.store
                  (i32.add
                   (local.get $7)
                   (i32.shl
                    (local.get $4)
                    (i32.const 2)
                   )
                  )
                  (local.get $24)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $2)
                     (i32.const 2)
                    )
                   )
                   (local.get $8)
                  )
                  (then
                   (br $folding-inner2)
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
                  (local.get $25)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $14)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 24)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (local.set $2
                  (i32.add
                   (i32.mul
                    (i32.add
                     (i32.mul
                      (local.get $2)
                      (local.get $15)
                     )
                     (block (result i32)
                      (if
                       (i32.ge_u
                        (local.tee $2
                         (i32.add
                          (local.get $19)
                          (local.get $21)
                         )
                        )
                        (local.get $15)
                       )
                       (then
                        (global.set $oob_site
                         (i32.const 25)
                        )
                        (br $folding-inner4)
                       )
                      )
                      (local.get $2)
                     )
                    )
                    (i32.const 7)
                   )
                   (i32.const 6)
                  )
                 )
                 (local.set $20
                  (f32.convert_i32_s
                   (i32.add
                    (i32.mul
                     (local.get $12)
                     (i32.const 10)
                    )
                    (local.get $13)
                   )
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.get $2)
                   (local.get $8)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 26)
                   )
                   (br $folding-inner4)
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
                  (local.get $20)
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.add
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $12)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 29)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (if
                  (i32.ge_u
                   (local.tee $2
                    (i32.mul
                     (i32.add
                      (i32.mul
                       (local.get $2)
                       (local.get $13)
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.tee $2
                          (i32.add
                           (local.get $19)
                           (local.get $21)
                          )
                         )
                         (local.get $13)
                        )
                        (then
                         (global.set $oob_site
                          (i32.const 30)
                         )
                         (br $folding-inner4)
                        )
                       )
                       (local.get $2)
                      )
                     )
                     (i32.const 3)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner3)
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
                   (local.tee $4
                    (i32.add
                     (local.get $2)
                     (i32.const 1)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 31)
                   )
                   (br $folding-inner6)
                  )
                 )
                 (local.set $24
                  (f32.load
                   (i32.add
                    (local.get $5)
                    (i32.shl
                     (local.get $4)
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
                     (i32.const 2)
                    )
                   )
                   (local.get $6)
                  )
                  (then
                   (br $folding-inner3)
                  )
                 )
                 (local.set $25
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
                     (local.get $0)
                     (local.get $18)
                    )
                   )
                   (local.get $16)
                  )
                  (then
                   (global.set $oob_site
                    (i32.const 27)
                   )
                   (br $folding-inner4)
                  )
                 )
                 (local.set $2
                  (i32.add
                   (i32.mul
                    (local.get $2)
                    (local.get $17)
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $2
                       (i32.add
                        (local.get $19)
                        (local.get $21)
                       )
                      )
                      (local.get $17)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 28)
                      )
                      (br $folding-inner4)
                     )
                    )
                    (local.get $2)
                   )
                  )
                 )
                 (local.set $20
                  (f32.add
                   (f32.sqrt
                    (f32.add
                     (f32.add
                      (f32.mul
                       (local.get $20)
                       (local.get $20)
                      )
                      (f32.mul
                       (local.get $24)
                       (local.get $24)
                      )
                     )
                     (f32.mul
                      (local.get $25)
                      (local.get $25)
                     )
                    )
                   )
                   (f32.convert_i32_s
                    (i32.div_s
                     (local.get $8)
                     (i32.const 7)
                    )
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
                    (i32.const 32)
                   )
                   (br $folding-inner4)
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
                    (local.get $20)
                   )
                   (local.set $21
                    (i32.add
                     (local.get $21)
                     (i32.const 1)
                    )
                   )
                   (br $l2)
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
              (br $l4)
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
          (br $folding-inner4)
         )
         (global.set $oob_site
          (i32.const 5)
         )
         (br $folding-inner4)
        )
        (global.set $oob_site
         (i32.const 17)
        )
        (br $folding-inner4)
       )
       (global.set $oob_site
        (i32.const 31)
       )
      )
      (global.set $oob_index
       (local.get $2)
      )
      (br $folding-inner8)
     )
     (global.set $oob_site
      (i32.const 20)
     )
    )
    (global.set $oob_index
     (local.get $4)
    )
    (br $folding-inner8)
   )
   (global.set $oob_site
    (i32.const 23)
   )
   (global.set $oob_index
    (local.get $23)
   )
  )
  (i32.const 1)
 )
)
