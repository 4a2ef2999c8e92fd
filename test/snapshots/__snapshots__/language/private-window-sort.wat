;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (local $10 f32)
  (local $11 f64)
  (local $12 f32)
  (local $13 f64)
  (block $folding-inner5
   (block $folding-inner4
    (block $folding-inner3
     (block $folding-inner2
      (block $folding-inner1
       (block $folding-inner0
        (if
         (i32.and
          (i32.and
           (f64.lt
            (f64.add
             (local.tee $11
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
              (local.get $11)
              (local.tee $13
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
          (i32.and
           (f64.lt
            (local.tee $11
             (f64.add
              (f64.max
               (local.get $11)
               (local.get $13)
              )
              (f64.const 0)
             )
            )
            (f64.convert_i32_u
             (local.get $8)
            )
           )
           (f64.lt
            (local.get $11)
            (f64.const 2147483648)
           )
          )
         )
         (then
          (if
           (i32.lt_s
            (local.tee $2
             (local.get $0)
            )
            (local.get $1)
           )
           (then
            (loop $l21
             (local.set $0
              (i32.const 0)
             )
             (loop $zero12
              (v128.store
               (i32.add
                (local.get $0)
                (local.get $9)
               )
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              )
              (br_if $zero12
               (i32.lt_u
                (local.tee $0
                 (i32.add
                  (local.get $0)
                  (i32.const 16)
                 )
                )
                (i32.const 32)
               )
              )
             )
             (local.set $3
              (i32.const 0)
             )
             (loop $top15
              (if
               (i32.ge_u
                (local.tee $0
                 (if (result i32)
                  (local.get $6)
                  (then
                   (i32.rem_s
                    (i32.add
                     (local.get $2)
                     (local.get $3)
                    )
                    (local.get $6)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                )
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $10
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
              (block $brk16
               (br_if $brk16
                (i32.le_s
                 (local.tee $0
                  (local.get $3)
                 )
                 (i32.const 0)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $4
                  (i32.sub
                   (local.get $0)
                   (i32.const 1)
                  )
                 )
                 (i32.const 8)
                )
                (then
                 (br $folding-inner1)
                )
               )
               (br_if $brk16
                (i32.eqz
                 (f32.gt
                  (f32.load
                   (i32.add
                    (local.get $9)
                    (i32.shl
                     (local.get $4)
                     (i32.const 2)
                    )
                   )
                  )
                  (local.get $10)
                 )
                )
               )
               (loop $top18
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.sub
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (i32.const 8)
                 )
                 (then
                  (br $folding-inner2)
                 )
                )
                (local.set $12
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
                   (local.get $0)
                  )
                  (i32.const 8)
                 )
                 (then
                  (br $folding-inner3)
                 )
                )
                (f32.store
                 (i32.add
                  (local.get $9)
                  (i32.shl
                   (local.get $4)
                   (i32.const 2)
                  )
                 )
                 (local.get $12)
                )
                (if
                 (i32.gt_s
                  (local.tee $0
                   (i32.sub
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (i32.const 0)
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.tee $4
                     (i32.sub
                      (local.get $0)
                      (i32.const 1)
                     )
                    )
                    (i32.const 8)
                   )
                   (then
                    (br $folding-inner1)
                   )
                  )
                  (br_if $top18
                   (f32.gt
                    (f32.load
                     (i32.add
                      (local.get $9)
                      (i32.shl
                       (local.get $4)
                       (i32.const 2)
                      )
                     )
                    )
                    (local.get $10)
                   )
                  )
                 )
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $0)
                (i32.const 8)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (local.get $10)
              )
              (br_if $top15
               (i32.lt_s
                (local.tee $3
                 (i32.add
                  (local.get $3)
                  (i32.const 1)
                 )
                )
                (i32.const 8)
               )
              )
             )
             (f32.store
              (i32.add
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
               (local.get $7)
              )
              (f32.load
               (i32.add
                (local.get $9)
                (i32.const 16)
               )
              )
             )
             (br_if $l21
              (i32.lt_s
               (local.tee $2
                (i32.add
                 (local.get $2)
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
            (local.tee $2
             (local.get $0)
            )
            (local.get $1)
           )
           (then
            (loop $l10
             (local.set $0
              (i32.const 0)
             )
             (loop $zero1
              (v128.store
               (i32.add
                (local.get $0)
                (local.get $9)
               )
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              )
              (br_if $zero1
               (i32.lt_u
                (local.tee $0
                 (i32.add
                  (local.get $0)
                  (i32.const 16)
                 )
                )
                (i32.const 32)
               )
              )
             )
             (local.set $3
              (i32.const 0)
             )
             (loop $top4
              (if
               (i32.ge_u
                (local.tee $0
                 (if (result i32)
                  (local.get $6)
                  (then
                   (i32.rem_s
                    (i32.add
                     (local.get $2)
                     (local.get $3)
                    )
                    (local.get $6)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                )
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $10
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
              (block $brk5
               (br_if $brk5
                (i32.le_s
                 (local.tee $0
                  (local.get $3)
                 )
                 (i32.const 0)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $4
                  (i32.sub
                   (local.get $0)
                   (i32.const 1)
                  )
                 )
                 (i32.const 8)
                )
                (then
                 (br $folding-inner1)
                )
               )
               (br_if $brk5
                (i32.eqz
                 (f32.gt
                  (f32.load
                   (i32.add
                    (local.get $9)
                    (i32.shl
                     (local.get $4)
                     (i32.const 2)
                    )
                   )
                  )
                  (local.get $10)
                 )
                )
               )
               (loop $top7
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.sub
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (i32.const 8)
                 )
                 (then
                  (br $folding-inner2)
                 )
                )
                (local.set $12
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
                   (local.get $0)
                  )
                  (i32.const 8)
                 )
                 (then
                  (br $folding-inner3)
                 )
                )
                (f32.store
                 (i32.add
                  (local.get $9)
                  (i32.shl
                   (local.get $4)
                   (i32.const 2)
                  )
                 )
                 (local.get $12)
                )
                (if
                 (i32.gt_s
                  (local.tee $0
                   (i32.sub
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (i32.const 0)
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.tee $4
                     (i32.sub
                      (local.get $0)
                      (i32.const 1)
                     )
                    )
                    (i32.const 8)
                   )
                   (then
                    (br $folding-inner1)
                   )
                  )
                  (br_if $top7
                   (f32.gt
                    (f32.load
                     (i32.add
                      (local.get $9)
                      (i32.shl
                       (local.get $4)
                       (i32.const 2)
                      )
                     )
                    )
                    (local.get $10)
                   )
                  )
                 )
                )
               )
              )
              (if
               (i32.ge_u
                (local.get $0)
                (i32.const 8)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (local.get $10)
              )
              (br_if $top4
               (i32.lt_s
                (local.tee $3
                 (i32.add
                  (local.get $3)
                  (i32.const 1)
                 )
                )
                (i32.const 8)
               )
              )
             )
             (local.set $10
              (f32.load
               (i32.add
                (local.get $9)
                (i32.const 16)
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
                (i32.const 6)
               )
               (global.set $oob_index
                (local.get $2)
               )
               (return
                (i32.const 1)
               )
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
             (br_if $l10
              (i32.lt_s
               (local.tee $2
                (i32.add
                 (local.get $2)
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
       (br $folding-inner5)
      )
      (global.set $oob_site
       (i32.const 1)
      )
      (global.set $oob_index
       (local.get $4)
      )
      (return
       (i32.const 1)
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
    (br $folding-inner5)
   )
   (global.set $oob_site
    (i32.const 4)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (local $10 f32)
  (local $11 f32)
  (block $folding-inner1
   (block $folding-inner0
    (if
     (i32.lt_s
      (local.tee $2
       (local.get $0)
      )
      (local.get $1)
     )
     (then
      (loop $l21
       (local.set $0
        (i32.const 0)
       )
       (loop $zero12
        (v128.store
         (i32.add
          (local.get $0)
          (local.get $9)
         )
         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
        )
        (br_if $zero12
         (i32.lt_u
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 16)
           )
          )
          (i32.const 32)
         )
        )
       )
       (local.set $3
        (i32.const 0)
       )
       (loop $top15
        (if
         (i32.ge_u
          (local.tee $0
           (if (result i32)
            (local.get $6)
            (then
             (i32.rem_s
              (i32.add
               (local.get $2)
               (local.get $3)
              )
              (local.get $6)
             )
            )
            (else
             (i32.const 0)
            )
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
        (local.set $10
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
        (block $brk16
         (br_if $brk16
          (i32.le_s
           (local.tee $0
            (local.get $3)
           )
           (i32.const 0)
          )
         )
         (if
          (i32.ge_u
           (local.tee $4
            (i32.sub
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 8)
          )
          (then
           (br $folding-inner1)
          )
         )
         (br_if $brk16
          (i32.eqz
           (f32.gt
            (f32.load
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
            )
            (local.get $10)
           )
          )
         )
         (loop $top18
          (if
           (i32.ge_u
            (local.tee $4
             (i32.sub
              (local.get $0)
              (i32.const 1)
             )
            )
            (i32.const 8)
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
          )
          (local.set $11
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
             (local.get $0)
            )
            (i32.const 8)
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
            (local.get $9)
            (i32.shl
             (local.get $4)
             (i32.const 2)
            )
           )
           (local.get $11)
          )
          (if
           (i32.gt_s
            (local.tee $0
             (i32.sub
              (local.get $0)
              (i32.const 1)
             )
            )
            (i32.const 0)
           )
           (then
            (if
             (i32.ge_u
              (local.tee $4
               (i32.sub
                (local.get $0)
                (i32.const 1)
               )
              )
              (i32.const 8)
             )
             (then
              (br $folding-inner1)
             )
            )
            (br_if $top18
             (f32.gt
              (f32.load
               (i32.add
                (local.get $9)
                (i32.shl
                 (local.get $4)
                 (i32.const 2)
                )
               )
              )
              (local.get $10)
             )
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (i32.const 8)
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
          (local.get $9)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $10)
        )
        (br_if $top15
         (i32.lt_s
          (local.tee $3
           (i32.add
            (local.get $3)
            (i32.const 1)
           )
          )
          (i32.const 8)
         )
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
        (f32.load
         (i32.add
          (local.get $9)
          (i32.const 16)
         )
        )
       )
       (br_if $l21
        (i32.lt_s
         (local.tee $2
          (i32.add
           (local.get $2)
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
    (local.get $0)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_site
   (i32.const 1)
  )
  (global.set $oob_index
   (local.get $4)
  )
  (i32.const 1)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (result i32)
  (local $11 f32)
  (local $12 f32)
  (local $13 f64)
  (local $14 f64)
  (local $15 f64)
  (local $16 f64)
  (local $17 f64)
  (local.set $14
   (f64.add
    (local.tee $16
     (f64.add
      (local.tee $15
       (f64.mul
        (f64.convert_i32_s
         (local.get $9)
        )
        (f64.const 1)
       )
      )
      (f64.const 0)
     )
    )
    (f64.max
     (local.tee $17
      (f64.mul
       (f64.convert_i32_s
        (local.get $0)
       )
       (f64.const 1)
      )
     )
     (local.tee $13
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
    )
   )
  )
  (block $folding-inner5
   (block $folding-inner4
    (block $folding-inner3
     (block $folding-inner2
      (block $folding-inner1
       (block $folding-inner0
        (if
         (i32.and
          (i32.and
           (f64.lt
            (f64.add
             (f64.add
              (f64.abs
               (local.get $15)
              )
              (f64.const 0)
             )
             (local.get $13)
            )
            (f64.const 4503599627370496)
           )
           (f64.ge
            (f64.add
             (local.get $16)
             (f64.min
              (local.get $13)
              (local.get $17)
             )
            )
            (f64.const 0)
           )
          )
          (i32.and
           (f64.lt
            (local.get $14)
            (f64.const 2147483648)
           )
           (f64.gt
            (f64.convert_i32_u
             (local.get $8)
            )
            (local.get $14)
           )
          )
         )
         (then
          (if
           (i32.lt_s
            (local.tee $2
             (local.get $0)
            )
            (local.get $1)
           )
           (then
            (local.set $7
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $9)
               (i32.const 2)
              )
             )
            )
            (loop $l21
             (local.set $0
              (i32.const 0)
             )
             (loop $zero12
              (v128.store
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              )
              (br_if $zero12
               (i32.lt_u
                (local.tee $0
                 (i32.add
                  (local.get $0)
                  (i32.const 16)
                 )
                )
                (i32.const 32)
               )
              )
             )
             (local.set $3
              (i32.const 0)
             )
             (loop $top15
              (if
               (i32.ge_u
                (local.tee $0
                 (if (result i32)
                  (local.get $6)
                  (then
                   (i32.rem_s
                    (i32.add
                     (i32.add
                      (local.get $2)
                      (local.get $9)
                     )
                     (local.get $3)
                    )
                    (local.get $6)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                )
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $11
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
              (block $brk16
               (br_if $brk16
                (i32.le_s
                 (local.tee $0
                  (local.get $3)
                 )
                 (i32.const 0)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $4
                  (i32.sub
                   (local.get $0)
                   (i32.const 1)
                  )
                 )
                 (i32.const 8)
                )
                (then
                 (br $folding-inner1)
                )
               )
               (br_if $brk16
                (i32.eqz
                 (f32.gt
                  (f32.load
                   (i32.add
                    (local.get $10)
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
               (loop $top18
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.sub
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (i32.const 8)
                 )
                 (then
                  (br $folding-inner2)
                 )
                )
                (local.set $12
                 (f32.load
                  (i32.add
                   (local.get $10)
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
                  (i32.const 8)
                 )
                 (then
                  (br $folding-inner3)
                 )
                )
                (f32.store
                 (i32.add
                  (local.get $10)
                  (i32.shl
                   (local.get $4)
                   (i32.const 2)
                  )
                 )
                 (local.get $12)
                )
                (if
                 (i32.gt_s
                  (local.tee $0
                   (i32.sub
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (i32.const 0)
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.tee $4
                     (i32.sub
                      (local.get $0)
                      (i32.const 1)
                     )
                    )
                    (i32.const 8)
                   )
                   (then
                    (br $folding-inner1)
                   )
                  )
                  (br_if $top18
                   (f32.gt
                    (f32.load
                     (i32.add
                      (local.get $10)
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
               )
              )
              (if
               (i32.ge_u
                (local.get $0)
                (i32.const 8)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $10)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (local.get $11)
              )
              (br_if $top15
               (i32.lt_s
                (local.tee $3
                 (i32.add
                  (local.get $3)
                  (i32.const 1)
                 )
                )
                (i32.const 8)
               )
              )
             )
             (f32.store
              (i32.add
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
               (local.get $7)
              )
              (f32.load
               (i32.add
                (local.get $10)
                (i32.const 16)
               )
              )
             )
             (br_if $l21
              (i32.lt_s
               (local.tee $2
                (i32.add
                 (local.get $2)
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
            (local.tee $2
             (local.get $0)
            )
            (local.get $1)
           )
           (then
            (loop $l10
             (local.set $0
              (i32.const 0)
             )
             (loop $zero1
              (v128.store
               (i32.add
                (local.get $0)
                (local.get $10)
               )
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              )
              (br_if $zero1
               (i32.lt_u
                (local.tee $0
                 (i32.add
                  (local.get $0)
                  (i32.const 16)
                 )
                )
                (i32.const 32)
               )
              )
             )
             (local.set $3
              (i32.const 0)
             )
             (loop $top4
              (if
               (i32.ge_u
                (local.tee $0
                 (if (result i32)
                  (local.get $6)
                  (then
                   (i32.rem_s
                    (i32.add
                     (i32.add
                      (local.get $2)
                      (local.get $9)
                     )
                     (local.get $3)
                    )
                    (local.get $6)
                   )
                  )
                  (else
                   (i32.const 0)
                  )
                 )
                )
                (local.get $6)
               )
               (then
                (br $folding-inner0)
               )
              )
              (local.set $11
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
              (block $brk5
               (br_if $brk5
                (i32.le_s
                 (local.tee $0
                  (local.get $3)
                 )
                 (i32.const 0)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $4
                  (i32.sub
                   (local.get $0)
                   (i32.const 1)
                  )
                 )
                 (i32.const 8)
                )
                (then
                 (br $folding-inner1)
                )
               )
               (br_if $brk5
                (i32.eqz
                 (f32.gt
                  (f32.load
                   (i32.add
                    (local.get $10)
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
               (loop $top7
                (if
                 (i32.ge_u
                  (local.tee $4
                   (i32.sub
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (i32.const 8)
                 )
                 (then
                  (br $folding-inner2)
                 )
                )
                (local.set $12
                 (f32.load
                  (i32.add
                   (local.get $10)
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
                  (i32.const 8)
                 )
                 (then
                  (br $folding-inner3)
                 )
                )
                (f32.store
                 (i32.add
                  (local.get $10)
                  (i32.shl
                   (local.get $4)
                   (i32.const 2)
                  )
                 )
                 (local.get $12)
                )
                (if
                 (i32.gt_s
                  (local.tee $0
                   (i32.sub
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (i32.const 0)
                 )
                 (then
                  (if
                   (i32.ge_u
                    (local.tee $4
                     (i32.sub
                      (local.get $0)
                      (i32.const 1)
                     )
                    )
                    (i32.const 8)
                   )
                   (then
                    (br $folding-inner1)
                   )
                  )
                  (br_if $top7
                   (f32.gt
                    (f32.load
                     (i32.add
                      (local.get $10)
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
               )
              )
              (if
               (i32.ge_u
                (local.get $0)
                (i32.const 8)
               )
               (then
                (br $folding-inner4)
               )
              )
              (f32.store
               (i32.add
                (local.get $10)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (local.get $11)
              )
              (br_if $top4
               (i32.lt_s
                (local.tee $3
                 (i32.add
                  (local.get $3)
                  (i32.const 1)
                 )
                )
                (i32.const 8)
               )
              )
             )
             (local.set $11
              (f32.load
               (i32.add
                (local.get $10)
                (i32.const 16)
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $0
                (i32.add
                 (local.get $2)
                 (local.get $9)
                )
               )
               (local.get $8)
              )
              (then
               (global.set $oob_site
                (i32.const 6)
               )
               (br $folding-inner5)
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
              (local.get $11)
             )
             (br_if $l10
              (i32.lt_s
               (local.tee $2
                (i32.add
                 (local.get $2)
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
       (br $folding-inner5)
      )
      (global.set $oob_site
       (i32.const 1)
      )
      (global.set $oob_index
       (local.get $4)
      )
      (return
       (i32.const 1)
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
    (br $folding-inner5)
   )
   (global.set $oob_site
    (i32.const 4)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)
