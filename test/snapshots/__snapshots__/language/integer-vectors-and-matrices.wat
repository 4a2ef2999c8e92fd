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
  (local $13 i32)
  (local $14 f64)
  (local $15 f32)
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 f32)
  (local $21 i32)
  (local $22 f32)
  (local $23 i32)
  (local $24 f32)
  (local $25 i32)
  (local $26 i32)
  (local $27 f32)
  (local $28 i32)
  (local $29 f32)
  (local $30 i32)
  (local $31 i32)
  (local $32 f32)
  (local $33 i32)
  (local $34 f32)
  (local $35 f32)
  (block $folding-inner5
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
             (global.set $oob_site
              (i32.const 0)
             )
             (br $folding-inner1)
            )
           )
           (local.set $2
            (i32.sub
             (i32.div_s
              (i32.mul
               (i32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $2)
                  (i32.const 2)
                 )
                )
               )
               (block (result i32)
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
                  (global.set $oob_site
                   (i32.const 1)
                  )
                  (br $folding-inner1)
                 )
                )
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
              (i32.const 3)
             )
             (i32.const 1)
            )
           )
           (if
            (i32.ge_u
             (local.tee $3
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
             (global.set $oob_site
              (i32.const 0)
             )
             (global.set $oob_index
              (local.get $3)
             )
             (return
              (i32.const 1)
             )
            )
           )
           (local.set $3
            (i32.sub
             (i32.div_s
              (i32.mul
               (i32.load
                (i32.add
                 (local.get $5)
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
                  (global.set $oob_site
                   (i32.const 1)
                  )
                  (global.set $oob_index
                   (local.get $3)
                  )
                  (return
                   (i32.const 1)
                  )
                 )
                )
                (i32.load
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
              (i32.const 3)
             )
             (i32.const 2)
            )
           )
           (if
            (i32.ge_u
             (local.tee $4
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
             (global.set $oob_site
              (i32.const 0)
             )
             (br $folding-inner5)
            )
           )
           (drop
            (i32.load
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
             (global.set $oob_site
              (i32.const 1)
             )
             (br $folding-inner5)
            )
           )
           (drop
            (i32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
           )
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $13
               (i32.mul
                (local.get $0)
                (i32.const 9)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $15
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $21
               (i32.add
                (local.get $13)
                (i32.const 1)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $22
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $23
               (i32.add
                (local.get $13)
                (i32.const 2)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $24
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $25
               (i32.add
                (local.get $13)
                (i32.const 3)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $16
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $26
               (i32.add
                (local.get $13)
                (i32.const 4)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $27
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $28
               (i32.add
                (local.get $13)
                (i32.const 5)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $29
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $30
               (i32.add
                (local.get $13)
                (i32.const 6)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $17
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $31
               (i32.add
                (local.get $13)
                (i32.const 7)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $32
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $33
               (i32.add
                (local.get $13)
                (i32.const 8)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $34
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $13)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $21)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $23)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $25)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $26)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $28)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $30)
             )
             (local.get $8)
            )
           )
           (local.set $35
            (f32.add
             (f32.add
              (f32.mul
               (local.get $15)
               (local.tee $18
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
              (block (result f32)
               (br_if $folding-inner3
                (i32.ge_u
                 (local.tee $4
                  (local.get $31)
                 )
                 (local.get $8)
                )
               )
               (f32.mul
                (local.get $16)
                (local.tee $19
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
             (block (result f32)
              (br_if $folding-inner3
               (i32.ge_u
                (local.tee $4
                 (local.get $33)
                )
                (local.get $8)
               )
              )
              (f32.mul
               (local.get $17)
               (local.tee $20
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
           (br_if $folding-inner4
            (i32.ge_u
             (local.tee $4
              (local.tee $13
               (i32.mul
                (local.get $0)
                (i32.const 3)
               )
              )
             )
             (local.get $10)
            )
           )
           (local.set $15
            (f32.load
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
           )
           (br_if $folding-inner4
            (i32.ge_u
             (local.tee $4
              (i32.add
               (local.get $13)
               (i32.const 1)
              )
             )
             (local.get $10)
            )
           )
           (local.set $16
            (f32.load
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
           )
           (br_if $folding-inner4
            (i32.ge_u
             (local.tee $4
              (i32.add
               (local.get $13)
               (i32.const 2)
              )
             )
             (local.get $10)
            )
           )
           (local.set $17
            (f32.load
             (i32.add
              (local.get $9)
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
              (local.get $13)
             )
             (local.get $12)
            )
            (then
             (global.set $oob_site
              (i32.const 5)
             )
             (br $folding-inner5)
            )
           )
           (i32.store
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $4)
              (i32.const 2)
             )
            )
            (local.get $2)
           )
           (br_if $folding-inner0
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
             (local.get $12)
            )
           )
           (i32.store
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
            (local.get $3)
           )
           (local.set $3
            (block $__inlined_func$toi32 (result i32)
             (drop
              (br_if $__inlined_func$toi32
               (i32.wrap_i64
                (i64.trunc_sat_f64_s
                 (local.tee $14
                  (f64.promote_f32
                   (f32.add
                    (f32.add
                     (f32.mul
                      (local.get $35)
                      (local.get $15)
                     )
                     (f32.mul
                      (f32.add
                       (f32.add
                        (f32.mul
                         (local.get $22)
                         (local.get $18)
                        )
                        (f32.mul
                         (local.get $27)
                         (local.get $19)
                        )
                       )
                       (f32.mul
                        (local.get $32)
                        (local.get $20)
                       )
                      )
                      (local.get $16)
                     )
                    )
                    (f32.mul
                     (f32.add
                      (f32.add
                       (f32.mul
                        (local.get $24)
                        (local.get $18)
                       )
                       (f32.mul
                        (local.get $29)
                        (local.get $19)
                       )
                      )
                      (f32.mul
                       (local.get $34)
                       (local.get $20)
                      )
                     )
                     (local.get $17)
                    )
                   )
                  )
                 )
                )
               )
               (f64.lt
                (f64.abs
                 (local.get $14)
                )
                (f64.const 9223372036854775808)
               )
              )
             )
             (drop
              (br_if $__inlined_func$toi32
               (i32.const 0)
               (f64.ne
                (f64.sub
                 (local.get $14)
                 (local.get $14)
                )
                (f64.const 0)
               )
              )
             )
             (i32.wrap_i64
              (i64.trunc_sat_f64_s
               (f64.sub
                (local.get $14)
                (f64.mul
                 (f64.floor
                  (f64.mul
                   (local.get $14)
                   (f64.const 2.3283064365386963e-10)
                  )
                 )
                 (f64.const 4294967296)
                )
               )
              )
             )
            )
           )
           (br_if $folding-inner0
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
             (local.get $12)
            )
           )
           (i32.store
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
            (local.get $3)
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
        (return
         (i32.const 0)
        )
       )
       (global.set $oob_site
        (i32.const 5)
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
      (i32.const 2)
     )
     (br $folding-inner5)
    )
    (global.set $oob_site
     (i32.const 3)
    )
    (br $folding-inner5)
   )
   (global.set $oob_site
    (i32.const 4)
   )
  )
  (global.set $oob_index
   (local.get $4)
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
  (local $14 i32)
  (local $15 f64)
  (local $16 f32)
  (local $17 f32)
  (local $18 f32)
  (local $19 f32)
  (local $20 f32)
  (local $21 f32)
  (local $22 i32)
  (local $23 i32)
  (local $24 f32)
  (local $25 i32)
  (local $26 f32)
  (local $27 i32)
  (local $28 i32)
  (local $29 f32)
  (local $30 i32)
  (local $31 f32)
  (local $32 i32)
  (local $33 i32)
  (local $34 f32)
  (local $35 i32)
  (local $36 f32)
  (local $37 f32)
  (block $folding-inner5
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
             (global.set $oob_site
              (i32.const 0)
             )
             (br $folding-inner1)
            )
           )
           (local.set $2
            (i32.sub
             (i32.div_s
              (i32.mul
               (i32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $2)
                  (i32.const 2)
                 )
                )
               )
               (block (result i32)
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
                  (global.set $oob_site
                   (i32.const 1)
                  )
                  (br $folding-inner1)
                 )
                )
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
              (i32.const 3)
             )
             (i32.const 1)
            )
           )
           (if
            (i32.ge_u
             (local.tee $3
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
             (global.set $oob_site
              (i32.const 0)
             )
             (global.set $oob_index
              (local.get $3)
             )
             (return
              (i32.const 1)
             )
            )
           )
           (local.set $3
            (i32.sub
             (i32.div_s
              (i32.mul
               (i32.load
                (i32.add
                 (local.get $5)
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
                  (global.set $oob_site
                   (i32.const 1)
                  )
                  (global.set $oob_index
                   (local.get $3)
                  )
                  (return
                   (i32.const 1)
                  )
                 )
                )
                (i32.load
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
              (i32.const 3)
             )
             (i32.const 2)
            )
           )
           (if
            (i32.ge_u
             (local.tee $4
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
             (global.set $oob_site
              (i32.const 0)
             )
             (br $folding-inner5)
            )
           )
           (drop
            (i32.load
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
             (global.set $oob_site
              (i32.const 1)
             )
             (br $folding-inner5)
            )
           )
           (drop
            (i32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
           )
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $14
               (i32.mul
                (local.tee $22
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                )
                (i32.const 9)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $16
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $23
               (i32.add
                (local.get $14)
                (i32.const 1)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $24
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $25
               (i32.add
                (local.get $14)
                (i32.const 2)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $26
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $27
               (i32.add
                (local.get $14)
                (i32.const 3)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $17
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $28
               (i32.add
                (local.get $14)
                (i32.const 4)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $29
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $30
               (i32.add
                (local.get $14)
                (i32.const 5)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $31
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $32
               (i32.add
                (local.get $14)
                (i32.const 6)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $18
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $33
               (i32.add
                (local.get $14)
                (i32.const 7)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $34
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
           (br_if $folding-inner2
            (i32.ge_u
             (local.tee $4
              (local.tee $35
               (i32.add
                (local.get $14)
                (i32.const 8)
               )
              )
             )
             (local.get $8)
            )
           )
           (local.set $36
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $14)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $23)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $25)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $27)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $28)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $30)
             )
             (local.get $8)
            )
           )
           (drop
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
           (br_if $folding-inner3
            (i32.ge_u
             (local.tee $4
              (local.get $32)
             )
             (local.get $8)
            )
           )
           (local.set $37
            (f32.add
             (f32.add
              (f32.mul
               (local.get $16)
               (local.tee $19
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
              (block (result f32)
               (br_if $folding-inner3
                (i32.ge_u
                 (local.tee $4
                  (local.get $33)
                 )
                 (local.get $8)
                )
               )
               (f32.mul
                (local.get $17)
                (local.tee $20
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
             (block (result f32)
              (br_if $folding-inner3
               (i32.ge_u
                (local.tee $4
                 (local.get $35)
                )
                (local.get $8)
               )
              )
              (f32.mul
               (local.get $18)
               (local.tee $21
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
           (br_if $folding-inner4
            (i32.ge_u
             (local.tee $4
              (local.tee $14
               (i32.mul
                (local.get $22)
                (i32.const 3)
               )
              )
             )
             (local.get $10)
            )
           )
           (local.set $16
            (f32.load
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
           )
           (br_if $folding-inner4
            (i32.ge_u
             (local.tee $4
              (i32.add
               (local.get $14)
               (i32.const 1)
              )
             )
             (local.get $10)
            )
           )
           (local.set $17
            (f32.load
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
           )
           (br_if $folding-inner4
            (i32.ge_u
             (local.tee $4
              (i32.add
               (local.get $14)
               (i32.const 2)
              )
             )
             (local.get $10)
            )
           )
           (local.set $18
            (f32.load
             (i32.add
              (local.get $9)
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
              (local.get $14)
             )
             (local.get $12)
            )
            (then
             (global.set $oob_site
              (i32.const 5)
             )
             (br $folding-inner5)
            )
           )
           (i32.store
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $4)
              (i32.const 2)
             )
            )
            (local.get $2)
           )
           (br_if $folding-inner0
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
             (local.get $12)
            )
           )
           (i32.store
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
            (local.get $3)
           )
           (local.set $3
            (block $__inlined_func$toi32 (result i32)
             (drop
              (br_if $__inlined_func$toi32
               (i32.wrap_i64
                (i64.trunc_sat_f64_s
                 (local.tee $15
                  (f64.promote_f32
                   (f32.add
                    (f32.add
                     (f32.mul
                      (local.get $37)
                      (local.get $16)
                     )
                     (f32.mul
                      (f32.add
                       (f32.add
                        (f32.mul
                         (local.get $24)
                         (local.get $19)
                        )
                        (f32.mul
                         (local.get $29)
                         (local.get $20)
                        )
                       )
                       (f32.mul
                        (local.get $34)
                        (local.get $21)
                       )
                      )
                      (local.get $17)
                     )
                    )
                    (f32.mul
                     (f32.add
                      (f32.add
                       (f32.mul
                        (local.get $26)
                        (local.get $19)
                       )
                       (f32.mul
                        (local.get $31)
                        (local.get $20)
                       )
                      )
                      (f32.mul
                       (local.get $36)
                       (local.get $21)
                      )
                     )
                     (local.get $18)
                    )
                   )
                  )
                 )
                )
               )
               (f64.lt
                (f64.abs
                 (local.get $15)
                )
                (f64.const 9223372036854775808)
               )
              )
             )
             (drop
              (br_if $__inlined_func$toi32
               (i32.const 0)
               (f64.ne
                (f64.sub
                 (local.get $15)
                 (local.get $15)
                )
                (f64.const 0)
               )
              )
             )
             (i32.wrap_i64
              (i64.trunc_sat_f64_s
               (f64.sub
                (local.get $15)
                (f64.mul
                 (f64.floor
                  (f64.mul
                   (local.get $15)
                   (f64.const 2.3283064365386963e-10)
                  )
                 )
                 (f64.const 4294967296)
                )
               )
              )
             )
            )
           )
           (br_if $folding-inner0
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
             (local.get $12)
            )
           )
           (i32.store
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $2)
              (i32.const 2)
             )
            )
            (local.get $3)
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
        (return
         (i32.const 0)
        )
       )
       (global.set $oob_site
        (i32.const 5)
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
      (i32.const 2)
     )
     (br $folding-inner5)
    )
    (global.set $oob_site
     (i32.const 3)
    )
    (br $folding-inner5)
   )
   (global.set $oob_site
    (i32.const 4)
   )
  )
  (global.set $oob_index
   (local.get $4)
  )
  (i32.const 1)
 )
)
