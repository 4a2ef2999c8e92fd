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
  (local $11 f32)
  (local.set $2
   (local.get $0)
  )
  (block $folding-inner0
   (loop $l9
    (if
     (i32.gt_s
      (local.get $1)
      (local.get $2)
     )
     (then
      (local.set $0
       (i32.const 0)
      )
      (loop $zero0
       (v128.store
        (i32.add
         (local.get $0)
         (local.get $9)
        )
        (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
       )
       (br_if $zero0
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
        (i32.lt_s
         (local.get $3)
         (i32.const 8)
        )
        (then
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
         (local.set $0
          (local.get $3)
         )
         (loop $top7
          (block $brk5
           (br_if $brk5
            (i32.le_s
             (local.get $0)
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
            (else
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
             (local.set $0
              (i32.sub
               (local.get $0)
               (i32.const 1)
              )
             )
             (br $top7)
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
          (else
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
           (local.set $3
            (i32.add
             (local.get $3)
             (i32.const 1)
            )
           )
           (br $top4)
          )
         )
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
       (else
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
        (local.set $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (br $l9)
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
  (local.set $2
   (local.get $0)
  )
  (block $folding-inner0
   (loop $l9
    (if
     (i32.gt_s
      (local.get $1)
      (local.get $2)
     )
     (then
      (local.set $0
       (i32.const 0)
      )
      (loop $zero0
       (v128.store
        (i32.add
         (local.get $0)
         (local.get $9)
        )
        (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
       )
       (br_if $zero0
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
        (i32.lt_s
         (local.get $3)
         (i32.const 8)
        )
        (then
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
         (local.set $0
          (local.get $3)
         )
         (loop $top7
          (block $brk5
           (br_if $brk5
            (i32.le_s
             (local.get $0)
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
            (else
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
             (local.set $0
              (i32.sub
               (local.get $0)
               (i32.const 1)
              )
             )
             (br $top7)
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
          (else
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
           (local.set $3
            (i32.add
             (local.get $3)
             (i32.const 1)
            )
           )
           (br $top4)
          )
         )
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
      (local.set $2
       (i32.add
        (local.get $2)
        (i32.const 1)
       )
      )
      (br $l9)
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
  (local.set $2
   (local.get $0)
  )
  (block $folding-inner0
   (loop $l9
    (if
     (i32.gt_s
      (local.get $1)
      (local.get $2)
     )
     (then
      (local.set $0
       (i32.const 0)
      )
      (loop $zero0
       (v128.store
        (i32.add
         (local.get $0)
         (local.get $10)
        )
        (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
       )
       (br_if $zero0
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
        (i32.lt_s
         (local.get $3)
         (i32.const 8)
        )
        (then
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
           (global.set $oob_site
            (i32.const 0)
           )
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
         (local.set $0
          (local.get $3)
         )
         (loop $top7
          (block $brk5
           (br_if $brk5
            (i32.le_s
             (local.get $0)
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
             (global.set $oob_site
              (i32.const 3)
             )
             (br $folding-inner0)
            )
            (else
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
             (local.set $0
              (i32.sub
               (local.get $0)
               (i32.const 1)
              )
             )
             (br $top7)
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
          (else
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
           (local.set $3
            (i32.add
             (local.get $3)
             (i32.const 1)
            )
           )
           (br $top4)
          )
         )
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
        (br $folding-inner0)
       )
       (else
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
        (local.set $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (br $l9)
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
  (i32.const 1)
 )
)
